// Starts the production server (`node scripts/start.mjs`, the site and the
// API in one process) on its own port with a throwaway data directory, as
// `npm start` runs it, and stops it again.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

async function waitForHealth(origin, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/healthz did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The server on 127.0.0.1:`port`, on a fresh embedded database (first start
 * migrates and seeds it) and a mail outbox under `dataDir`. LOG_LEVEL is
 * warn unless set: per-request info logs would be measured too.
 */
export async function startServer({ port, timeoutMs = 180_000 }) {
  const dataDir = await mkdtemp(join(tmpdir(), "ignitest-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const stderr = [];
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ENABLE_TEST_FAULTS: "false",
      // The benchmark is one client measuring throughput, not a visitor: the per-address search limit would cut it short.
      SEARCHES_PER_MINUTE: process.env.SEARCHES_PER_MINUTE ?? "1000000",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk) => {
    stderr.push(chunk);
    if (stderr.length > 200) stderr.shift();
  });
  try {
    await waitForHealth(origin, child, timeoutMs);
  } catch (error) {
    child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message}\n${Buffer.concat(stderr).toString("utf8").slice(-2000)}`);
  }
  return {
    origin,
    dataDir,
    outboxDir: join(dataDir, "outbox"),
    pid: child.pid,
    /** SIGTERM (graceful shutdown), then the data directory goes. */
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
