import { type LessonProgress, mergeLessonProgress, type PracticePass } from "@ignitest/contracts";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { academyPracticePasses, academyProgress } from "../../db/schema/index.js";

type Row = typeof academyProgress.$inferSelect;

function toProgress(row: Row): LessonProgress {
  return {
    slug: row.slug,
    position: row.position,
    duration: row.duration,
    completed: row.completed,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Queries of a learner's lesson progress; every one is scoped to the learner's own user id. */
export function createProgressStore(db: Database) {
  return {
    async list(userId: string): Promise<LessonProgress[]> {
      const rows = await db.select().from(academyProgress).where(eq(academyProgress.userId, userId));
      return rows.map(toProgress);
    },

    /**
     * Merges each record into the stored one in one statement per lesson: the
     * further position, any completion and the later date win, so two tabs (or
     * a sign-in merge) can never move progress back.
     */
    async merge(userId: string, lessons: readonly LessonProgress[]): Promise<void> {
      // One record per slug first: a list naming a lesson twice is merged, not refused.
      const bySlug = new Map<string, LessonProgress>();
      for (const lesson of lessons) {
        const seen = bySlug.get(lesson.slug);
        bySlug.set(lesson.slug, seen ? mergeLessonProgress(seen, lesson) : lesson);
      }
      await db.transaction(async (tx) => {
        for (const lesson of bySlug.values()) {
          await tx
            .insert(academyProgress)
            .values({
              userId,
              slug: lesson.slug,
              position: lesson.position,
              duration: lesson.duration,
              completed: lesson.completed,
              updatedAt: new Date(lesson.updatedAt),
            })
            .onConflictDoUpdate({
              target: [academyProgress.userId, academyProgress.slug],
              set: {
                position: sql`greatest(${academyProgress.position}, excluded.position)`,
                duration: sql`greatest(${academyProgress.duration}, excluded.duration)`,
                completed: sql`${academyProgress.completed} or excluded.completed`,
                updatedAt: sql`greatest(${academyProgress.updatedAt}, excluded.updated_at)`,
              },
            });
        }
      });
    },

    async listPractice(userId: string): Promise<PracticePass[]> {
      const rows = await db
        .select()
        .from(academyPracticePasses)
        .where(eq(academyPracticePasses.userId, userId))
        .orderBy(academyPracticePasses.test);
      return rows.map((row) => ({ test: row.test, passedAt: row.passedAt.toISOString() }));
    },

    /** Records practice passes; a test passed before keeps its first date (docs/product/academy-practice.md). */
    async recordPractice(userId: string, passes: readonly PracticePass[]): Promise<void> {
      if (passes.length === 0) return;
      await db.transaction(async (tx) => {
        for (const pass of passes) {
          await tx
            .insert(academyPracticePasses)
            .values({ userId, test: pass.test, passedAt: new Date(pass.passedAt) })
            .onConflictDoUpdate({
              target: [academyPracticePasses.userId, academyPracticePasses.test],
              set: { passedAt: sql`least(${academyPracticePasses.passedAt}, excluded.passed_at)` },
            });
        }
      });
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
