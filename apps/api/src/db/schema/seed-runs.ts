import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Which seed sets have been applied. Seeding on start is idempotent: a seed
 * set runs once, in a transaction that also records it here.
 */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
