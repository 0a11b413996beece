import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of every per-client rate limit (@fastify/rate-limit's store, in
 * http/pg-rate-limit-store.ts), shared by all replicas on one database. One
 * row per (route, client) key; the window is measured in the database's
 * clock, so replicas with drifting clocks still agree. The migration creates
 * the table UNLOGGED: counters are worth no WAL and losing them in a crash
 * only resets the limits.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_counters_resets_at_idx").on(table.resetsAt)],
);
