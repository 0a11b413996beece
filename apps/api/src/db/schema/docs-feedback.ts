import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Answers to "Was this helpful?" under the docs pages. No address or other
 * personal data is kept: the docs team reads the comments per page and the
 * yes/no ratio over time (the index serves both).
 */
export const docsFeedback = pgTable(
  "docs_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    helpful: boolean("helpful").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("docs_feedback_path_created_at_idx").on(table.path, table.createdAt)],
);
