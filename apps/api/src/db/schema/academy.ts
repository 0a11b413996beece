import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";

/**
 * A signed-in learner's progress, one row per lesson slug (issue 13). Saves
 * merge (greatest position, any completion), so the row only moves forward.
 */
export const academyProgress = pgTable(
  "academy_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    position: real("position").notNull(),
    duration: real("duration").notNull(),
    completed: boolean("completed").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slug] })],
);

/**
 * The practice tests a signed-in learner has passed, one row per test number
 * (docs/product/academy-practice.md). The first pass's date is kept.
 */
export const academyPracticePasses = pgTable(
  "academy_practice_passes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    test: integer("test").notNull(),
    passedAt: timestamp("passed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.test] })],
);

/**
 * One exam attempt: the drawn question ids in order, the server's start and
 * deadline, and once submitted the answers and score. `status`: open until
 * submitted (passed / failed) or refused after the deadline (expired).
 */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionIds: jsonb("question_ids").$type<string[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["open", "passed", "failed", "expired"] })
      .notNull()
      .default("open"),
    answers: jsonb("answers").$type<Record<string, number>>(),
    correct: integer("correct"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (table) => [index("exam_attempts_user_started_idx").on(table.userId, table.startedAt)],
);

/**
 * Certificates issued by a pass. `id` is 128 random bits (base64url): the
 * public verification page is reachable by it alone. The holder's name is
 * copied at issue, as printed on the certificate.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attemptId: uuid("attempt_id")
      .notNull()
      .unique()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    certification: text("certification").notNull(),
    percent: integer("percent").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("certificates_user_idx").on(table.userId)],
);
