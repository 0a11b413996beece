import { and, desc, eq, gte } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { certificates, examAttempts } from "../../db/schema/index.js";

export type AttemptRow = typeof examAttempts.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;

/** Queries of exam attempts and certificates; reads by id also take the owner, so no one reads another's. */
export function createExamStore(db: Database) {
  return {
    async countStartedSince(userId: string, since: Date): Promise<AttemptRow[]> {
      return db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.userId, userId), gte(examAttempts.startedAt, since)))
        .orderBy(examAttempts.startedAt);
    },

    async insertAttempt(values: { userId: string; questionIds: string[]; startedAt: Date; deadline: Date }) {
      const [row] = await db.insert(examAttempts).values(values).returning();
      if (!row) throw new Error("insert into exam_attempts returned no row");
      return row;
    },

    async findAttempt(userId: string, attemptId: string): Promise<AttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(examAttempts)
        .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.userId, userId)));
      return row;
    },

    async markExpired(attemptId: string): Promise<void> {
      await db
        .update(examAttempts)
        .set({ status: "expired" })
        .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, "open")));
    },

    /**
     * Records the score and, for a pass, the certificate in one transaction,
     * committed before the 201 leaves. Only an open attempt is updated: of two
     * racing submissions one wins, the other gets undefined.
     */
    async recordResult(
      attempt: AttemptRow,
      result: { status: "passed" | "failed"; answers: Record<string, number>; correct: number; submittedAt: Date },
      certificate: Omit<CertificateRow, "userId" | "attemptId" | "revokedAt"> | undefined,
    ): Promise<{ attempt: AttemptRow; certificate: CertificateRow | undefined } | undefined> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(examAttempts)
          .set(result)
          .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.status, "open")))
          .returning();
        if (!updated) return undefined;
        let issued: CertificateRow | undefined;
        if (certificate) {
          [issued] = await tx
            .insert(certificates)
            .values({ ...certificate, userId: attempt.userId, attemptId: attempt.id })
            .returning();
        }
        return { attempt: updated, certificate: issued };
      });
    },

    async certificateOfAttempt(attemptId: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.attemptId, attemptId));
      return row;
    },

    async findCertificate(id: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
      return row;
    },

    async certificatesOf(userId: string): Promise<CertificateRow[]> {
      return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt));
    },
  };
}

export type ExamStore = ReturnType<typeof createExamStore>;
