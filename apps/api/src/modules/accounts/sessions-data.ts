import { eq, lt } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { revokedSessions } from "../../db/schema/index.js";

/** Revoked access tokens: the server-side half of sign-out. */
export function createSessionsRepository(db: Database) {
  return {
    async isRevoked(jti: string): Promise<boolean> {
      const rows = await db
        .select({ jti: revokedSessions.jti })
        .from(revokedSessions)
        .where(eq(revokedSessions.jti, jti))
        .limit(1);
      return rows.length > 0;
    },

    async revoke(input: { jti: string; userId: string; revokedAt: Date; expiresAt: Date }): Promise<void> {
      await db.insert(revokedSessions).values(input).onConflictDoNothing();
    },

    /** A revoked token past its own expiry is refused anyway, so its row can go. */
    async prune(now: Date): Promise<void> {
      await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
