import { z } from "zod";

/**
 * Academy progress (issue 13, item 1): one record per lesson, keyed by the
 * lesson's slug. Visitors keep it in localStorage; a signed-in learner's is
 * stored through these calls (Bearer token of the login record):
 *
 *   GET  /v1/academy/progress               → 200 ProgressList (own lessons only)
 *   POST /v1/academy/progress  ProgressSave → 200 ProgressList (after merging)
 *
 * Saving merges, it never overwrites: the further position and any
 * completion win, so a sign-in can send the whole local record safely.
 */
export const academyProgressPath = "/v1/academy/progress";

/** As the catalogue spells slugs (content/academy/videos.ts), e.g. `jenkins-iIntegration`. */
export const LessonSlugSchema = z
  .string({ error: "Name the lesson by its slug" })
  .max(100, { error: "Name the lesson by its slug" })
  .regex(/^[a-z0-9]+(-[a-zA-Z0-9]+)*$/, { error: "Name the lesson by its slug" });

/** Twelve hours: far past any lesson, small enough to refuse nonsense. */
export const MAX_LESSON_SECONDS = 43_200;

const seconds = z
  .number({ error: "Give the position in seconds" })
  .finite({ error: "Give the position in seconds" })
  .min(0, { error: "Give the position in seconds" })
  .max(MAX_LESSON_SECONDS, { error: `Keep positions under ${MAX_LESSON_SECONDS} seconds` });

export const LessonProgressSchema = z.strictObject({
  slug: LessonSlugSchema,
  /** Where to resume, in seconds. */
  position: seconds,
  /** The lesson's length in seconds, as the player read it. */
  duration: seconds,
  completed: z.boolean({ error: "Say whether the lesson is completed" }),
  /** When the learner last watched it (ISO 8601); orders "Continue where you left off". */
  updatedAt: z.iso.datetime({ offset: true, error: "Give updatedAt as an ISO 8601 date-time" }),
});
export type LessonProgress = z.infer<typeof LessonProgressSchema>;

/** The whole catalogue fits (about 62 lessons), with room to grow. */
export const MAX_PROGRESS_LESSONS = 200;

export const ProgressSaveSchema = z.strictObject({
  lessons: z
    .array(LessonProgressSchema, { error: "Send lessons as a list" })
    .min(1, { error: "Send at least one lesson" })
    .max(MAX_PROGRESS_LESSONS, { error: `Send at most ${MAX_PROGRESS_LESSONS} lessons at once` }),
});
export type ProgressSave = z.infer<typeof ProgressSaveSchema>;

export const ProgressListSchema = z.object({ lessons: z.array(LessonProgressSchema) });
export type ProgressList = z.infer<typeof ProgressListSchema>;
