import { z } from "zod";
import { PRACTICE_TEST_COUNT } from "./progress-rules.js";

/**
 * Academy progress (issue 13, item 1): one record per lesson, keyed by the
 * lesson's slug. Visitors keep it in localStorage; a signed-in learner's is
 * stored through these calls (Bearer token of the login record):
 *
 *   GET  /v1/academy/progress               → 200 ProgressList (own lessons and practice passes only)
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

/**
 * A practice test passed: the playground's checker found the learner's test
 * complete (docs/product/academy-practice.md). Only the first pass is kept.
 */
export const PracticePassSchema = z.strictObject({
  test: z
    .number({ error: "Name the practice test by its number" })
    .int({ error: "Name the practice test by its number" })
    .min(1, { error: `Practice tests are numbered 1 to ${PRACTICE_TEST_COUNT}` })
    .max(PRACTICE_TEST_COUNT, { error: `Practice tests are numbered 1 to ${PRACTICE_TEST_COUNT}` }),
  passedAt: z.iso.datetime({ offset: true, error: "Give passedAt as an ISO 8601 date-time" }),
});
export type PracticePass = z.infer<typeof PracticePassSchema>;

/**
 * A save: lesson records, practice passes, or both (at least one record in
 * all). A save from before practice tests (lessons only) stays valid.
 */
export const ProgressSaveSchema = z
  .strictObject({
    lessons: z
      .array(LessonProgressSchema, { error: "Send lessons as a list" })
      .max(MAX_PROGRESS_LESSONS, { error: `Send at most ${MAX_PROGRESS_LESSONS} lessons at once` })
      .default([]),
    practice: z
      .array(PracticePassSchema, { error: "Send practice passes as a list" })
      .max(PRACTICE_TEST_COUNT * 2, { error: `Send at most ${PRACTICE_TEST_COUNT * 2} practice passes at once` })
      .default([]),
  })
  .refine((save) => save.lessons.length + save.practice.length > 0, {
    error: "Send at least one lesson",
    path: ["lessons"],
  });
export type ProgressSave = z.infer<typeof ProgressSaveSchema>;

export const ProgressListSchema = z.object({
  lessons: z.array(LessonProgressSchema),
  practice: z.array(PracticePassSchema).default([]),
});
export type ProgressList = z.infer<typeof ProgressListSchema>;
