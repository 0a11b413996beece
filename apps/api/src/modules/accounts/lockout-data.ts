import { and, desc, eq, lt, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { signInAccountFailures, signInFailures } from "../../db/schema/index.js";

/**
 * Failed sign-ins per (e-mail, IP) and per e-mail, shared by every replica
 * through the database. Rows idle past the forget time are swept as failures
 * come in, and an account keeps rows for its most recent addresses only, so
 * many addresses cannot grow the tables without bound.
 */
export function createLockoutRepository(db: Database, { maxAddressesPerAccount }: { maxAddressesPerAccount: number }) {
  return {
    async find(email: string, ip: string) {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)))
        .limit(1);
      return row;
    },

    async findAccount(email: string) {
      const [row] = await db
        .select()
        .from(signInAccountFailures)
        .where(eq(signInAccountFailures.email, email))
        .limit(1);
      return row;
    },

    /**
     * Counts one failure atomically for the pair and for the account; a row
     * idle since `forgetBefore` starts again at 1. Returns both counts.
     */
    async addFailure(email: string, ip: string, at: Date, forgetBefore: Date) {
      const since = forgetBefore.toISOString();
      const [pair] = await db
        .insert(signInFailures)
        .values({ email, ip, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.ip],
          set: {
            failures: sql`case when ${signInFailures.lastFailureAt} < ${since} then 1 else ${signInFailures.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning({ failures: signInFailures.failures });
      const [account] = await db
        .insert(signInAccountFailures)
        .values({ email, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: signInAccountFailures.email,
          set: {
            failures: sql`case when ${signInAccountFailures.lastFailureAt} < ${since} then 1 else ${signInAccountFailures.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning({ failures: signInAccountFailures.failures });
      await this.sweep(email, forgetBefore);
      return { pairFailures: pair?.failures ?? 1, accountFailures: account?.failures ?? 1 };
    },

    /** Drops rows idle since `forgetBefore`, and this account's rows beyond its most recent addresses. */
    async sweep(email: string, forgetBefore: Date): Promise<void> {
      await db.delete(signInFailures).where(lt(signInFailures.lastFailureAt, forgetBefore));
      await db.delete(signInAccountFailures).where(lt(signInAccountFailures.lastFailureAt, forgetBefore));
      const recent = db
        .select({ ip: signInFailures.ip })
        .from(signInFailures)
        .where(eq(signInFailures.email, email))
        .orderBy(desc(signInFailures.lastFailureAt))
        .limit(maxAddressesPerAccount);
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.email, email), notInArray(signInFailures.ip, recent)));
    },

    async lockUntil(email: string, ip: string, until: Date): Promise<void> {
      await db
        .update(signInFailures)
        .set({ lockedUntil: until })
        .where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)));
    },

    async delayAccountUntil(email: string, until: Date): Promise<void> {
      await db
        .update(signInAccountFailures)
        .set({ nextAttemptAt: until })
        .where(eq(signInAccountFailures.email, email));
    },

    /** After a correct password (this IP's pair and the account), or for every IP once the password was reset. */
    async clear(email: string, ip?: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(
          ip === undefined
            ? eq(signInFailures.email, email)
            : and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)),
        );
      await db.delete(signInAccountFailures).where(eq(signInAccountFailures.email, email));
    },

    /** Tests: how many rows the tables hold. */
    async rowCounts() {
      const [pairs] = await db.select({ count: sql<number>`count(*)::int` }).from(signInFailures);
      const [accounts] = await db.select({ count: sql<number>`count(*)::int` }).from(signInAccountFailures);
      return { pairs: pairs?.count ?? 0, accounts: accounts?.count ?? 0 };
    },
  };
}
export type LockoutRepository = ReturnType<typeof createLockoutRepository>;
