import { executionLessonQuestions } from "./lesson-questions/execution";
import { integrationsAndMobileLessonQuestions } from "./lesson-questions/integrations-and-mobile";
import type { LessonQuestions } from "./lesson-questions/lesson-question";
import { setUpLessonQuestions } from "./lesson-questions/set-up";
import { webAutomationLessonQuestions } from "./lesson-questions/web-automation";

export type { LessonQuestion, LessonQuestions } from "./lesson-questions/lesson-question";

/**
 * Two or three questions after each academy lesson, by its slug, answered on
 * the lesson page (issue 29). Written from each lesson's script; validated by
 * the academy content check (apps/web/app/features/academy/lesson-quiz).
 */
export const lessonQuestions: LessonQuestions = {
  ...setUpLessonQuestions,
  ...webAutomationLessonQuestions,
  ...executionLessonQuestions,
  ...integrationsAndMobileLessonQuestions,
};
