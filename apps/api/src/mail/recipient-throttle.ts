import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { mailRecipientThrottle } from "../db/schema/index.js";

/** Mails sent to an address nobody proved they own, each kind at most once per window. */
export type UnprovenMailKind = "existing-account" | "demo-confirmation" | "contact-confirmation";

/** Once per address per 15 minutes: a visitor who typed someone else's address cannot flood that mailbox. */
export const UNPROVEN_MAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * The per-recipient throttle against mail bombing, shared by every replica
 * through the database. `claim` is atomic: of many requests at once, one wins.
 */
export function createRecipientThrottle(db: Database, now: () => Date) {
  return {
    /** True if a mail of `kind` may go to `recipient` now (and records it as sent); false within the window. */
    async claim(recipient: string, kind: UnprovenMailKind): Promise<boolean> {
      const at = now();
      const windowStart = new Date(at.getTime() - UNPROVEN_MAIL_WINDOW_MS);
      // Rows past the window decide nothing: sweep them so the table stays small.
      await db.delete(mailRecipientThrottle).where(lt(mailRecipientThrottle.lastSentAt, windowStart));
      const claimed = await db
        .insert(mailRecipientThrottle)
        .values({ recipient: recipient.trim().toLowerCase(), kind, lastSentAt: at })
        .onConflictDoUpdate({
          target: [mailRecipientThrottle.recipient, mailRecipientThrottle.kind],
          set: { lastSentAt: at },
          setWhere: sql`${mailRecipientThrottle.lastSentAt} < ${windowStart.toISOString()}`,
        })
        .returning({ recipient: mailRecipientThrottle.recipient });
      return claimed.length === 1;
    },
  };
}
export type RecipientThrottle = ReturnType<typeof createRecipientThrottle>;
