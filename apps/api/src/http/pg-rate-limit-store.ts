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
 * Adds `by` hits (1 unless a lease is taken) to `key`'s window and returns the
 * count and the milliseconds left, atomically (one upsert), with the window in
 * the database's clock: every replica on the database counts in the same row.
 * An expired window restarts at `by`.
 */
export async function incrementCounter(db: Database, key: string, windowMs: number, by = 1): Promise<Counter> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into ${rateLimitCounters} as c (key, hits, resets_at)
    values (${key}, ${by}, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.resets_at <= clock_timestamp() then excluded.hits else c.hits + excluded.hits end,
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

/**
 * Hits a replica has taken from the database and not used yet: the numbers
 * `next`…`last` of the shared count, valid until `resetsAt` (this process's clock).
 */
type Lease = { next: number; last: number; resetsAt: number };

/** Route option (`config.rateLimit.leaseHits`): how many hits one database write takes for this replica. */
export type LeaseOption = { leaseHits?: number };

/** Forget expired leases once the map holds this many keys (one per address and route). */
const LEASES_BEFORE_PRUNE = 10_000;

/**
 * Counts with leases (docs/decisions/091): one upsert takes `leaseHits`
 * consecutive numbers of the shared count, and the replica hands them out one
 * per request from memory until they or the window run out. Every allowed
 * request still holds its own number of the shared count, so replicas together
 * never allow more than the limit in a window (plus what a replica serves from
 * a lease in the milliseconds between the database's window ending and its own
 * clock seeing it); numbers leased and not used make the limit bite early, by
 * at most replicas × (leaseHits − 1).
 */
export class LeasedCounter {
  private readonly leases = new Map<string, Lease>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly leaseHits: number,
  ) {}

  async increment(key: string, windowMs: number): Promise<Counter> {
    for (;;) {
      const now = Date.now();
      const lease = this.leases.get(key);
      if (lease && lease.resetsAt > now && lease.next <= lease.last) {
        return { hits: lease.next++, ttl: lease.resetsAt - now };
      }
      // One write per key at a time: requests arriving meanwhile share its lease.
      const inFlight = this.pending.get(key);
      if (inFlight) {
        await inFlight;
        continue;
      }
      const taking = this.take(key, windowMs);
      this.pending.set(key, taking);
      try {
        await taking;
      } finally {
        this.pending.delete(key);
      }
    }
  }

  private async take(key: string, windowMs: number) {
    if (this.leases.size >= LEASES_BEFORE_PRUNE) this.prune();
    const { hits, ttl } = await incrementCounter(this.db, key, windowMs, this.leaseHits);
    this.leases.set(key, { next: hits - this.leaseHits + 1, last: hits, resetsAt: Date.now() + ttl });
  }

  private prune() {
    const now = Date.now();
    for (const [key, lease] of this.leases) if (lease.resetsAt <= now) this.leases.delete(key);
  }
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
    private readonly leased: LeasedCounter | null;

    constructor(
      options: FastifyRateLimitOptions & LeaseOption,
      private readonly prefix = "",
    ) {
      const leaseHits = options.leaseHits ?? 1;
      this.leased = leaseHits > 1 ? new LeasedCounter(db, leaseHits) : null;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      if (Math.random() * SWEEP_ONE_IN < 1) sweepCounters(db).catch(() => undefined);
      const counting = this.leased
        ? this.leased.increment(this.prefix + key, timeWindow)
        : incrementCounter(db, this.prefix + key, timeWindow);
      counting.then(
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
      const { routeInfo, leaseHits } = routeOptions as LeaseOption & { routeInfo: { method?: unknown; url?: unknown } };
      return new PgRateLimitStore({ leaseHits }, `${this.prefix}${String(routeInfo.method)} ${routeInfo.url} `);
    }
  }
  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
