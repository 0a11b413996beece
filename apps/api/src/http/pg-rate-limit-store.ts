import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { rateLimitCounters } from "../db/schema/index.js";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type Counter = { hits: number; ttl: number };

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** One sweep of expired counters per this many increments (on average): no timer to stop, table stays small. */
const SWEEP_ONE_IN = 200;

/**
 * Adds a hit to `key`'s window and returns the count and the milliseconds left,
 * atomically (one upsert), with the window in the database's clock: every
 * replica on the database counts in the same row. An expired window restarts at 1.
 */
export async function incrementCounter(db: Database, key: string, windowMs: number): Promise<Counter> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into ${rateLimitCounters} as c (key, hits, resets_at)
    values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.resets_at <= clock_timestamp() then 1 else c.hits + 1 end,
      resets_at = case when c.resets_at <= clock_timestamp() then excluded.resets_at else c.resets_at end
    returning c.hits as hits,
      greatest(0, ceil(extract(epoch from (c.resets_at - clock_timestamp())) * 1000))::integer as ttl`);
  const [row] = rowsOf<Counter>(result);
  if (!row) throw new Error("rate-limit upsert returned no row");
  return { hits: Number(row.hits), ttl: Number(row.ttl) };
}

/** The count and milliseconds left in `key`'s window, without adding a hit (0, 0 when none is open). */
export async function readCounter(db: Database, key: string): Promise<Counter> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    select hits, greatest(0, ceil(extract(epoch from (resets_at - clock_timestamp())) * 1000))::integer as ttl
    from ${rateLimitCounters} where key = ${key} and resets_at > clock_timestamp()`);
  const [row] = rowsOf<Counter>(result);
  return row ? { hits: Number(row.hits), ttl: Number(row.ttl) } : { hits: 0, ttl: 0 };
}

/** Deletes counters whose window has closed. */
export async function sweepCounters(db: Database) {
  await db.execute(sql`delete from ${rateLimitCounters} where resets_at < clock_timestamp()`);
}

/**
 * A @fastify/rate-limit store over the UNLOGGED `rate_limit_counters` table
 * (docs/decisions/055-shared-rate-limits.md). Each route's child prefixes its
 * keys with the method and URL, as the plugin's Redis store does, so two
 * routes never share a count. `continueExceeding`/`exponentialBackoff` are not
 * used by this site and not implemented.
 */
export function pgRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      if (Math.random() * SWEEP_ONE_IN < 1) sweepCounters(db).catch(() => undefined);
      incrementCounter(db, this.prefix + key, timeWindow).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      readCounter(db, this.prefix + key).then(
        ({ hits, ttl }) => callback(null, { current: hits, ttl }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the merged limit options with the route as `routeInfo` (its typings say otherwise).
    child(routeOptions: unknown) {
      const { method, url } = (routeOptions as { routeInfo: { method?: unknown; url?: unknown } }).routeInfo;
      return new PgRateLimitStore({}, `${this.prefix}${String(method)} ${url} `);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
