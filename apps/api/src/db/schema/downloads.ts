import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row per Finder desktop-client download. Deliberately no IP address and
 * no full user agent: the browser family is enough to see where downloads
 * come from, and nothing here identifies a person.
 */
export const clientDownloads = pgTable(
  "client_downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    platform: text("platform").notNull(),
    version: text("version"),
    userAgentFamily: text("user_agent_family").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("client_downloads_platform_idx").on(table.platform),
    check("client_downloads_platform_check", sql`${table.platform} in ('windows', 'mac', 'linux')`),
  ],
);
