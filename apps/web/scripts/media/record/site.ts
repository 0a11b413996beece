/**
 * The site the lessons are recorded from: `npm start` on a free port, over a database of its
 * own in a temporary folder (so a recording never sees a developer's data), stopped after.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repo } from "../lessons";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });

export async function startSite(): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), "lesson-site-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), DATA_DIR: data, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill();
    rmSync(data, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the site did not start on ${origin} (npm run build first?)`);
}

/** What a media script was given: the lessons it names, and the `--origin` of a site already running. */
export function mediaArgs(args: readonly string[]): { ids: Set<string>; origin: string | undefined } {
  const at = args.indexOf("--origin");
  return {
    ids: new Set(args.filter((arg, i) => !arg.startsWith("--") && args[i - 1] !== "--origin")),
    origin: at >= 0 ? args[at + 1] : undefined,
  };
}

/** The site at `origin`, left running after, or one started for the run. */
export const siteAt = async (origin: string | undefined): Promise<{ origin: string; stop(): void }> =>
  origin ? { origin, stop() {} } : startSite();
