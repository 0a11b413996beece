import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeStartFailure } from "./start-failure.js";

const apiDir = fileURLToPath(new URL("../..", import.meta.url));

describe("a failed start says why first, in one line", () => {
  it("names the innermost cause, without a failed statement's values", () => {
    const disk = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    const query = new DrizzleQueryError("insert into seed_runs (name) values ($1)", ["secret@example.com"], disk);
    const wrapped = new Error("migration failed", { cause: query });
    expect(describeStartFailure(wrapped)).toBe("Ignitest could not start: ENOSPC: no space left on device, write");
    expect(describeStartFailure(new Error("Invalid\nsetting"))).toBe("Ignitest could not start: Invalid setting");
  });

  it("is the first line the process writes when the data folder cannot be created", async () => {
    const dir = await mkdtemp(join(tmpdir(), "ignitest-start-"));
    const notAFolder = join(dir, "data");
    await writeFile(notAFolder, "a file where DATA_DIR should be");
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: notAFolder, SITE_DIR: "", LOG_LEVEL: "warn" };
      delete env.DATABASE_URL;
      delete env.METRICS_PORT;
      const run = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: apiDir,
        env,
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const first = `${run.stderr}`.split("\n")[0];
      expect(first).toMatch(/^Ignitest could not start: (EEXIST|ENOTDIR)/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
