import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.js";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `fn` while no other process holds the lock: replicas starting together
   * migrate and seed one after another (on PostgreSQL a session advisory lock;
   * PGlite's data directory belongs to one process, so there it just runs `fn`).
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** Connections of the node-postgres pool (PGlite has one, in process: none). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
};

/** apps/api/drizzle: two levels up from src/db/ in development, one from the bundled dist/main.js. */
export const migrationsFolder = [new URL("../../drizzle", import.meta.url), new URL("../drizzle", import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(join(dir, "meta", "_journal.json"))) as string;

/**
 * The same schema and migrations on either engine: node-postgres when
 * DATABASE_URL is set, else PGlite (Postgres in WASM) under DATA_DIR/pglite,
 * or in memory for tests (`dataDir: null`).
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string | null }) {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/**
 * PGlite starts Postgres with `-F` (fsync off). On disk we turn it back on and
 * write the WAL with O_DSYNC, so a commit is on the disk before the query
 * resolves, not only handed to the OS (docs/decisions/031-durability.md).
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== "-F"),
  ...["-c", "fsync=on", "-c", "synchronous_commit=on", "-c", "wal_sync_method=open_datasync"],
];

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === null) {
    client = new PGlite();
  } else {
    const dir = join(resolve(dataDir), "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { startParams: durableStartParams });
  }
  await client.waitReady;
  return pgliteHandle(client);
}

/** A handle over an open PGlite client (tests load one from a migrated snapshot). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock: (fn) => fn(),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  // connectionTimeoutMillis: an unreachable server fails a request (and /healthz) in 5 s instead of hanging it.
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // The server may drop an idle connection (restart, failover, idle timeout): the pool discards
  // it and opens a new one for the next query, but an unhandled 'error' event would end the process.
  pool.on("error", (error) => process.emitWarning(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    async withStartupLock(fn) {
      // Held by one pooled connection while `fn` runs on the others.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [startupLockKey]);
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [startupLockKey]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => ping(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: 10 }),
    close: () => pool.end(),
  };
}

/** Any constant 64-bit number, the same in every replica ("ignitest" in ASCII). */
const startupLockKey = "7595160695787058036";

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
