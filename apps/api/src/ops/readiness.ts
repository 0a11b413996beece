import { randomUUID } from "node:crypto";
import { mkdir, open, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.js";
import { readinessProbes } from "../db/schema/index.js";

export type ReadinessState = { ready: true } | { ready: false; reason: string };

export type Readiness = {
  /** Whether this replica can store what it is sent: cached for `cacheMs`, probes bounded by `timeoutMs`. */
  check(): Promise<ReadinessState>;
  /** A request failed on storage (src/http/storage-errors.ts): not ready for `holdDownMs`, then probes decide. */
  reportStorageFailure(code: string): void;
};

export type ReadinessOptions = {
  database: Pick<DatabaseHandle, "db">;
  /** Folders on disks this replica writes (DATA_DIR: the embedded database, the mail outbox); each gets a file probe. */
  folders?: readonly string[];
  cacheMs?: number;
  timeoutMs?: number;
  holdDownMs?: number;
  now?: () => number;
};

/**
 * What /readyz (the balancer's check, src/ops/ops-server.ts) asks: can this
 * replica write? `select 1` answers on a full disk or a read-only database,
 * so the probe writes instead: one row of readiness_probes per replica, and a
 * small file written, synced and removed in each folder the replica stores
 * into. A storage error a request met keeps the replica not ready for a few
 * seconds even if the probe passes (a one-row update can fit where an insert
 * does not). See docs/deploy.md, "Metrics and readiness".
 */
export function createReadiness({
  database,
  folders = [],
  cacheMs = 1_500,
  timeoutMs = 1_000,
  holdDownMs = 10_000,
  now = Date.now,
}: ReadinessOptions): Readiness {
  const replica = hostname();
  let cached: { at: number; state: ReadinessState } | undefined;
  let inFlight: Promise<ReadinessState> | undefined;
  let failure: { at: number; code: string } | undefined;

  async function probe(): Promise<ReadinessState> {
    try {
      await withTimeout(
        database.db
          .insert(readinessProbes)
          .values({ replica, probedAt: sql`now()` })
          .onConflictDoUpdate({ target: readinessProbes.replica, set: { probedAt: sql`now()` } }),
        timeoutMs,
      );
    } catch (error) {
      return { ready: false, reason: `database cannot write (${describe(error)})` };
    }
    for (const folder of folders) {
      try {
        await withTimeout(writeProbeFile(folder), timeoutMs);
      } catch (error) {
        return { ready: false, reason: `disk cannot write (${describe(error)})` };
      }
    }
    return { ready: true };
  }

  return {
    async check() {
      const at = now();
      if (failure && at - failure.at < holdDownMs) {
        return { ready: false, reason: `storage failed a request (${failure.code})` };
      }
      if (cached && at - cached.at < cacheMs) return cached.state;
      inFlight ??= probe().then((state) => {
        cached = { at: now(), state };
        inFlight = undefined;
        return state;
      });
      return inFlight;
    },
    reportStorageFailure(code) {
      failure = { at: now(), code };
      cached = undefined;
    },
  };
}

async function writeProbeFile(folder: string) {
  await mkdir(folder, { recursive: true });
  const file = join(folder, `.readiness-${randomUUID()}`);
  try {
    const handle = await open(file, "w");
    try {
      await handle.writeFile("ready\n");
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    await rm(file, { force: true });
  }
}

function withTimeout<T>(promise: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error("timed out"), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
}

/** A code, never a message: a failed statement's message can carry what a visitor typed. */
function describe(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return "error";
}
