import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The transactional outbox (docs/decisions/056-outbox.md): everything sent
 * after a request (form mails, CRM deliveries) is written here in the same
 * transaction as the row it belongs to, then sent by a worker in any replica.
 * `idempotency_key` is unique: a retried insert cannot queue a second send,
 * and the CRM receives it as the Idempotency-Key header.
 * `status`: pending until sent (sent) or given up after 24 h (dead).
 */
export const outboxEntries = pgTable(
  "outbox_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    kind: text("kind", { enum: ["mail", "lead-webhook"] }).notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "sent", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [index("outbox_entries_due_idx").on(table.status, table.dueAt)],
);
