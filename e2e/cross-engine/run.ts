// The cross-engine smoke, as .ci/run calls it: `npm start` (the build npm test
// made) on a free port and a throwaway data dir, then Firefox ESR and WebKitGTK
// in turn. Prints each check and exits 1 on any failure. WebKitGTK needs a
// display: run under `xvfb-run -a`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type EngineReport, runFirefox } from "./firefox";
import { runWebKit } from "./webkit";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the site did not start on ${url}`);
}

const started = Date.now();
const port = Number(process.env.SMOKE_PORT ?? (await freePort()));
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "ignitest-smoke-"));
const server = spawn("npm", ["start"], {
  cwd: new URL("../..", import.meta.url).pathname,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});

let failed = false;
try {
  await waitForServer(baseUrl);
  const reports: EngineReport[] = [];
  for (const run of [() => runFirefox(baseUrl), async () => runWebKit(baseUrl, await freePort())]) {
    const engineStarted = Date.now();
    const report = await run();
    reports.push(report);
    console.info(
      `[cross-engine] ${report.engine} ${report.version}: ${report.checks.length} passed, ${report.failures.length} failed in ${Math.round((Date.now() - engineStarted) / 1000)} s`,
    );
    for (const check of report.checks) console.info(`  ok    ${check}`);
    for (const failure of report.failures) console.error(`  FAIL  ${failure}`);
    if (report.failures.length > 0) failed = true;
  }
} catch (error) {
  console.error(`[cross-engine] FAILED: ${(error as Error).message}`);
  failed = true;
} finally {
  if (server.pid) process.kill(-server.pid, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
console.info(`[cross-engine] ${failed ? "FAILED" : "passed"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
