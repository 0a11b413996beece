import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The first answer to each `Idempotency-Key` (src/http/idempotency.ts), kept
 * 24 hours so a client that lost an answer can send the same request again
 * and get it instead of storing a second copy. One row per (scope, key): the
 * scope is the route and who called it. `statusCode` is null while the first
 * request is still running. Shared by every replica on the database.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the request (path and body): the same key with another body is refused. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_at_idx").on(table.createdAt),
  ],
);

/**
 * One row per replica (host name), rewritten by the readiness probe
 * (src/ops/readiness.ts): a write that fails says the database cannot store
 * anything, which `select 1` does not.
 */
export const readinessProbes = pgTable("readiness_probes", {
  replica: text("replica").primaryKey(),
  probedAt: timestamp("probed_at", { withTimezone: true }).notNull(),
});
