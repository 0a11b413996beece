import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { licenses, users } from "../../db/schema/index.js";

export type User = typeof users.$inferSelect;
export type License = typeof licenses.$inferSelect;
export type NewLicense = Omit<typeof licenses.$inferInsert, "id" | "userId">;

/** The users and licences queries of the accounts service. */
export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return user;
    },

    async findById(id: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    /** Inserts a PENDING account; undefined if the e-mail was taken meanwhile (concurrent sign-up). */
    async insertPending(input: {
      email: string;
      name: string;
      company: string;
      phone: string;
      passwordHash: string;
      createdAt: Date;
    }): Promise<User | undefined> {
      const [user] = await db.insert(users).values(input).onConflictDoNothing({ target: users.email }).returning();
      return user;
    },

    /** PENDING → ACTIVE with its first licence, in the caller's transaction. Undefined if it was not PENDING. */
    async activate(tx: Database, userId: string, at: Date, license: NewLicense): Promise<User | undefined> {
      const [user] = await tx
        .update(users)
        .set({ status: "ACTIVE", activatedAt: at })
        .where(and(eq(users.id, userId), eq(users.status, "PENDING")))
        .returning();
      if (user) await tx.insert(licenses).values({ ...license, userId });
      return user;
    },

    /** New password; access tokens issued before it stop working (their password version no longer matches). */
    async setPassword(tx: Database, userId: string, passwordHash: string, at: Date): Promise<void> {
      await tx.update(users).set({ passwordHash, passwordChangedAt: at }).where(eq(users.id, userId));
    },

    /** Same password, stronger parameters (after a successful sign-in). */
    async rehashPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async setPhone(tx: Database, userId: string, phone: string): Promise<void> {
      await tx.update(users).set({ phone }).where(eq(users.id, userId));
    },

    /** The licence the login record describes: the most recently started one. */
    async currentLicense(userId: string): Promise<License | undefined> {
      const [license] = await db
        .select()
        .from(licenses)
        .where(eq(licenses.userId, userId))
        .orderBy(desc(licenses.startsAt))
        .limit(1);
      return license;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
