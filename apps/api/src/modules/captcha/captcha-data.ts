import { lt } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { captchaSolutions } from "../../db/schema/index.js";

/** The replay guard's storage: one row per accepted (challenge, purpose) until the challenge expires. */
export function createCaptchaStore(db: Database) {
  return {
    /** Records the solution as used; false if it already was (atomic: the primary key decides). */
    async claim(input: { challengeId: string; purpose: string; usedAt: Date; expiresAt: Date }): Promise<boolean> {
      const inserted = await db
        .insert(captchaSolutions)
        .values(input)
        .onConflictDoNothing()
        .returning({ challengeId: captchaSolutions.challengeId });
      return inserted.length === 1;
    },
    /** Drops rows whose challenge has expired: those payloads fail the expiry check anyway. */
    async prune(now: Date): Promise<void> {
      await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
    },
  };
}
export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
