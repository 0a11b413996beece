// `npm run bench`: measures the built site and its server against issue 8's
// and issue 14's targets, prints a table and writes bench/results.json. Not
// part of `npm test`: the figures depend on the machine; take them on a
// quiet one (about 12 minutes with the defaults).
//
//   npm run bench                      existing build (builds if there is none)
//   npm run bench -- --build           rebuild first (fresh prerender figures)
//   npm run bench -- --runs 1 --duration 5 --templates home --skip sign-in   a quick look
//   (--skip takes http, sign-in, lighthouse, scriptless, floor; --templates names from apps/web/budgets.json)
//   The scriptless copies are served on --port + 1, the React floor's on --port + 2.
import { writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { clientDir, ensureBuild, readPrerenderStats } from "./build.mjs";
import { measureBytes, templates } from "./bytes.mjs";
import { endpoints, hammer, probe } from "./http-load.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { buildIslandFiles, islandTag } from "./react-floor/build-island.mjs";
import { formatReport } from "./report.mjs";
import { startScriptlessServer } from "./scriptless.mjs";
import { startServer } from "./server.mjs";
import { timeSignIn } from "./sign-in.mjs";

const { values: options } = parseArgs({
  options: {
    build: { type: "boolean", default: false },
    port: { type: "string", default: process.env.BENCH_PORT ?? "4433" },
    runs: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    skip: { type: "string", default: "" },
    templates: { type: "string", default: "" },
  },
});
const skip = new Set(options.skip.split(",").filter(Boolean));
const onlyTemplates = new Set(options.templates.split(",").filter(Boolean));
const positive = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a whole number ≥ 1, got ${options[name]}`);
  return value;
};
const port = positive("port");
const runs = positive("runs");
const duration = positive("duration");
const connections = positive("connections");
const resultsFile = new URL("results.json", import.meta.url).pathname;
const progress = (message) => console.info(`[bench] ${message}`);

const build = ensureBuild({ rebuild: options.build });
const results = {
  startedAt: new Date().toISOString(),
  machine: {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model,
    loadAverage1m: loadavg()[0],
    node: process.version,
  },
  build,
  templates: templates().map(({ name, page, query, kind }) => ({ name, page: `${page}${query ?? ""}`, kind })),
  prerender: readPrerenderStats(),
  bytes: measureBytes(clientDir),
  lighthouse: null,
  http: null,
  signIn: null,
};

progress(`starting the server on port ${port}`);
const server = await startServer({ port });
try {
  if (!skip.has("http")) {
    const docsPage = templates().find((template) => template.name === "docs-page")?.page ?? "/documentation";
    const targets = endpoints({ docsPage });
    for (const endpoint of Object.values(targets)) {
      await probe(server.origin, endpoint);
      // Warm-up, not recorded: JIT, caches and connection pools settle before the measured runs.
      await hammer(server.origin, endpoint, { duration: 1, connections });
    }
    const runsByName = {};
    // One after another against one server process, /healthz first: the ratios compare like with like.
    for (const [name, endpoint] of Object.entries(targets)) {
      progress(`autocannon ${endpoint.title} for ${duration} s`);
      runsByName[name] = {
        ...(await hammer(server.origin, endpoint, { duration, connections })),
        catalogueGet: Boolean(endpoint.catalogueGet),
        uncachedSearch: Boolean(endpoint.uncachedSearch),
      };
    }
    for (const run of Object.values(runsByName)) run.shareOfHealthz = run.reqPerSec / runsByName.healthz.reqPerSec;
    results.http = {
      durationSeconds: duration,
      connections,
      logLevel: process.env.LOG_LEVEL ?? "warn",
      runs: runsByName,
    };
  }
  if (!skip.has("sign-in")) {
    progress("signing up one account and timing sign-ins");
    try {
      results.signIn = await timeSignIn(server);
    } catch (error) {
      results.signIn = { error: error.message };
    }
  }
  if (!skip.has("lighthouse")) {
    const audited = results.templates.filter(
      (template) => onlyTemplates.size === 0 || onlyTemplates.has(template.name),
    );
    const pages = audited.map((template) => template.page);
    const twin = skip.has("scriptless")
      ? undefined
      : await startScriptlessServer({ origin: server.origin, port: port + 1, pages });
    // The React floor: the scriptless copy plus React DOM rendering one island (docs/performance.md).
    const floor = skip.has("floor")
      ? undefined
      : await startScriptlessServer({
          origin: server.origin,
          port: port + 2,
          pages,
          transform: (html) => html.replace("</body>", `${islandTag}</body>`),
          files: await buildIslandFiles(),
        });
    try {
      results.lighthouse = await runLighthouse(server.origin, audited, {
        runs,
        twinOrigin: twin?.origin,
        floorOrigin: floor?.origin,
        onProgress: progress,
      });
    } finally {
      await twin?.stop();
      await floor?.stop();
    }
  }
} finally {
  await server.stop();
}

results.finishedAt = new Date().toISOString();
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.info(`\n${formatReport(results)}\n`);
console.info(
  `[bench] wrote ${resultsFile} (load average at start ${results.machine.loadAverage1m.toFixed(2)} on ${results.machine.cpus} cores: figures from a busy machine are low)`,
);
