// `npm run load`: finds how many requests a second the server saturates at
// on the catalogue (most-used, NLP search) and a static page, then holds half
// of that for 60 s on each and reports p99. Exits non-zero on any connection
// error, timeout or non-2xx answer (a 429 from a rate limit counts).
//
//   npm run load                          5 s saturation probe, 60 s at half rate, per endpoint
//   npm run load -- --duration 10 --probe 3   a quick look
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { ensureBuild } from "./build.mjs";
import { endpoints, hammer, probe } from "./http-load.mjs";
import { table } from "./report.mjs";
import { startServer } from "./server.mjs";

const { values: options } = parseArgs({
  options: {
    port: { type: "string", default: process.env.BENCH_PORT ?? "4433" },
    duration: { type: "string", default: "60" },
    probe: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
  },
});
const positive = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, got ${options[name]}`);
  return value;
};
const port = positive("port");
const duration = positive("duration");
const probeSeconds = positive("probe");
const connections = positive("connections");
const resultsFile = new URL("load-results.json", import.meta.url).pathname;

ensureBuild({ rebuild: false });
const { mostUsed, nlpSearch } = endpoints({ docsPage: "/" });
const homePage = { title: "GET / (static page)", path: "/", method: "GET" };
const loaded = { mostUsed, nlpSearch, homePage };

console.info(`[load] starting the server on port ${port}`);
const server = await startServer({ port });
const runs = [];
try {
  for (const [name, endpoint] of Object.entries(loaded)) {
    await probe(server.origin, endpoint);
    console.info(`[load] ${endpoint.title}: saturation probe, ${probeSeconds} s as fast as it goes`);
    const saturation = await hammer(server.origin, endpoint, { duration: probeSeconds, connections });
    const overallRate = Math.max(1, Math.floor(saturation.reqPerSec / 2));
    console.info(
      `[load] ${endpoint.title}: saturates at ${saturation.reqPerSec} req/s; ${duration} s at ${overallRate} req/s`,
    );
    const held = await hammer(server.origin, endpoint, { duration, connections, overallRate });
    runs.push({ name, saturationReqPerSec: saturation.reqPerSec, saturationProbe: saturation, ...held });
  }
} finally {
  await server.stop();
}

const failures = runs.filter((run) => run.errors > 0 || run.timeouts > 0 || run.non2xx > 0);
console.info(
  `\nLoad: ${duration} s per endpoint at half its saturation (${connections} connections; latency corrected for coordinated omission)\n`,
);
console.info(
  table([
    [
      "endpoint",
      "saturation req/s",
      "rate",
      "achieved req/s",
      "requests",
      "p50 ms",
      "p99 ms",
      "errors",
      "timeouts",
      "non-2xx",
    ],
    ...runs.map((run) => [
      run.title,
      run.saturationReqPerSec,
      run.overallRate,
      run.reqPerSec,
      run.requests,
      run.latencyMs.p50,
      run.latencyMs.p99,
      run.errors,
      run.timeouts,
      run.non2xx,
    ]),
  ]),
);
await writeFile(resultsFile, `${JSON.stringify({ finishedAt: new Date().toISOString(), duration, runs }, null, 2)}\n`);
console.info(`\n[load] wrote ${resultsFile}`);
if (failures.length > 0) {
  for (const run of failures) {
    console.error(
      `[load] ${run.title}: ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx (status codes ${JSON.stringify(run.statusCodes)})`,
    );
  }
  process.exit(1);
}
console.info("[load] no errors, no timeouts, no non-2xx answers");
