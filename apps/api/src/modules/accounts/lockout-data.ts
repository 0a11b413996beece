import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { signInFailures } from "../../db/schema/index.js";

/** Failed sign-ins per (e-mail, IP), shared by every replica through the database. */
export function createLockoutRepository(db: Database) {
  return {
    async find(email: string, ip: string) {
      const [row] = await db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)))
        .limit(1);
      return row;
    },

    /** Counts one failure atomically; a pair idle since `forgetBefore` starts again at 1. Returns the count. */
    async addFailure(email: string, ip: string, at: Date, forgetBefore: Date): Promise<number> {
      const [row] = await db
        .insert(signInFailures)
        .values({ email, ip, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.ip],
          set: {
            failures: sql`case when ${signInFailures.lastFailureAt} < ${forgetBefore.toISOString()} then 1 else ${signInFailures.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning({ failures: signInFailures.failures });
      return row?.failures ?? 1;
    },

    async lockUntil(email: string, ip: string, until: Date): Promise<void> {
      await db
        .update(signInFailures)
        .set({ lockedUntil: until })
        .where(and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)));
    },

    /** After a correct password from this IP, or for every IP once the password was reset. */
    async clear(email: string, ip?: string): Promise<void> {
      await db
        .delete(signInFailures)
        .where(
          ip === undefined
            ? eq(signInFailures.email, email)
            : and(eq(signInFailures.email, email), eq(signInFailures.ip, ip)),
        );
    },
  };
}
export type LockoutRepository = ReturnType<typeof createLockoutRepository>;
