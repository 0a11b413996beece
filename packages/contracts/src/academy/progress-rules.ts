/**
 * The progress rules without zod, so the lesson pages can use them without
 * loading the schema library (decision 050).
 */

/** The academy's practice tests, numbered 1 to 6 (docs/product/academy-practice.md). */
export const PRACTICE_TEST_COUNT = 6;

/** Watched to this share of its length (or to the end), a lesson counts as completed. */
export const COMPLETION_SHARE = 0.9;

/** One lesson's progress, as stored in the browser and the database. */
export type LessonProgressRecord = {
  slug: string;
  position: number;
  duration: number;
  completed: boolean;
  updatedAt: string;
};

/** Whether a position counts as the lesson watched (≥ 90 %, or within a second of the end). */
export function isCompletedAt(position: number, duration: number): boolean {
  return duration > 0 && (position >= duration * COMPLETION_SHARE || duration - position <= 1);
}

/** Two records of one lesson as one: the further position, any completion, the later date. */
export function mergeLessonProgress<T extends LessonProgressRecord>(a: T, b: T): T {
  return {
    ...a,
    position: Math.max(a.position, b.position),
    duration: Math.max(a.duration, b.duration),
    completed: a.completed || b.completed,
    updatedAt: Date.parse(a.updatedAt) >= Date.parse(b.updatedAt) ? a.updatedAt : b.updatedAt,
  };
}
