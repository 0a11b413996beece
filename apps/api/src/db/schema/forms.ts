import { sql } from "drizzle-orm";
import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Demo requests from /schedule-demo. A row is written before the visitor is
 * answered, so nothing is lost if mail fails; the two `*_sent_at` columns stay
 * null until the confirmation and the sales notification have gone out, which
 * is how an operator finds submissions whose mail needs resending.
 */
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    role: text("role"),
    teamSize: text("team_size").notNull(),
    products: text("products").array().notNull().default(sql`'{}'::text[]`),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    preferredTime: text("preferred_time").notNull(),
    timeZone: text("time_zone"),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    notificationSentAt: timestamp("notification_sent_at", { withTimezone: true }),
  },
  (table) => [index("demo_requests_created_at_idx").on(table.createdAt)],
);

/** Messages from /contactus, kept the same way as demo requests. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    notificationSentAt: timestamp("notification_sent_at", { withTimezone: true }),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);
