import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { userTokens } from "../../db/schema/index.js";

export type UserToken = typeof userTokens.$inferSelect;
export type TokenPurpose = UserToken["purpose"];

/** The single-use token queries (links and OTPs). */
export function createTokensRepository(db: Database) {
  return {
    async insert(input: {
      userId: string;
      purpose: TokenPurpose;
      tokenHash: string;
      target?: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<UserToken> {
      const [row] = await db.insert(userTokens).values(input).returning();
      if (!row) throw new Error("token insert returned no row");
      return row;
    },

    async findByHash(tokenHash: string): Promise<UserToken | undefined> {
      const [row] = await db.select().from(userTokens).where(eq(userTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** The newest token of a kind for an account (mail cooldown, current OTP). */
    async latest(userId: string, purpose: TokenPurpose): Promise<UserToken | undefined> {
      const [row] = await db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)))
        .orderBy(desc(userTokens.createdAt))
        .limit(1);
      return row;
    },

    /** Unused tokens of a kind are dropped when a new one replaces them: old links then read as invalid. */
    async deleteUnused(userId: string, purpose: TokenPurpose): Promise<void> {
      await db
        .delete(userTokens)
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    },

    /**
     * Uses the token if, at this instant, it is unused, unexpired and under
     * its attempt limit: one conditional UPDATE, so of two concurrent uses
     * exactly one wins. Returns the row, or undefined if it lost.
     */
    async consume(tx: Database, id: string, at: Date, maxAttempts?: number): Promise<UserToken | undefined> {
      const [row] = await tx
        .update(userTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(userTokens.id, id),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, at),
            maxAttempts === undefined ? undefined : lt(userTokens.attempts, maxAttempts),
          ),
        )
        .returning();
      return row;
    },

    /** After a successful use, the other unused tokens of that kind are spent too (their links read as used). */
    async spendOthers(tx: Database, userId: string, purpose: TokenPurpose, at: Date): Promise<void> {
      await tx
        .update(userTokens)
        .set({ usedAt: at })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
    },

    /** Counts a wrong OTP; returns the attempts made so far. */
    async addAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(userTokens)
        .set({ attempts: sql`${userTokens.attempts} + 1` })
        .where(eq(userTokens.id, id))
        .returning({ attempts: userTokens.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
  };
}
export type TokensRepository = ReturnType<typeof createTokensRepository>;
