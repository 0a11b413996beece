import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { failWrites } from "../test/storage-faults.js";
import { openTestDatabase } from "../test/test-database.js";
import { createReadiness } from "./readiness.js";

describe("readiness: can this replica write?", () => {
  let database: DatabaseHandle;
  let folder: string;
  let clock = 0;
  const now = () => clock;
  beforeAll(async () => {
    database = await openTestDatabase();
    folder = await mkdtemp(join(tmpdir(), "ignitest-readiness-"));
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("is not ready while the database refuses writes (select 1 still answers), and ready again after", async () => {
    const readiness = createReadiness({ database, folders: [folder], now });
    expect(await readiness.check()).toEqual({ ready: true });
    const undo = await failWrites(database.db, "readiness_probes", "53100");
    try {
      // Cached for a moment: a balancer polling often costs one write a second or so.
      expect(await readiness.check()).toEqual({ ready: true });
      clock += 2_000;
      expect(await database.ping()).toBe(true);
      expect(await readiness.check()).toEqual({ ready: false, reason: "database cannot write (53100)" });
    } finally {
      await undo();
    }
    clock += 2_000;
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it("is not ready when the disk it stores on cannot take a file", async () => {
    const notAFolder = join(folder, "file");
    await writeFile(notAFolder, "x");
    const readiness = createReadiness({ database, folders: [join(notAFolder, "outbox")], now });
    const state = await readiness.check();
    expect(state.ready).toBe(false);
    expect(state).toMatchObject({ reason: expect.stringMatching(/^disk cannot write \((ENOTDIR|EEXIST)\)$/) });
  });

  it("is not ready for a while after a request met a storage error, then the probe decides", async () => {
    const readiness = createReadiness({ database, folders: [folder], now, holdDownMs: 10_000 });
    expect(await readiness.check()).toEqual({ ready: true });
    readiness.reportStorageFailure("ENOSPC");
    expect(await readiness.check()).toEqual({ ready: false, reason: "storage failed a request (ENOSPC)" });
    clock += 9_000;
    expect((await readiness.check()).ready).toBe(false);
    clock += 2_000;
    expect(await readiness.check()).toEqual({ ready: true });
  });

  it("gives up on a probe that hangs, within its timeout", async () => {
    const hanging = new Promise<never>(() => {});
    const stuck = { insert: () => ({ values: () => ({ onConflictDoUpdate: () => hanging }) }) };
    const readiness = createReadiness({
      database: { db: stuck as unknown as DatabaseHandle["db"] },
      timeoutMs: 50,
      now,
    });
    const started = performance.now();
    expect(await readiness.check()).toEqual({ ready: false, reason: "database cannot write (ETIMEDOUT)" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
