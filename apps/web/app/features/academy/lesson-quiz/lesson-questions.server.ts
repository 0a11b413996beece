import { lessonQuestions } from "../../../../../../content/academy/lesson-questions";
import { type LessonQuestion, LessonQuestionSchema } from "./lesson-question";

/** The questions after lesson `slug`, read and validated at build time (none for a lesson without any). */
export function lessonQuestionsOf(slug: string): LessonQuestion[] {
  return (lessonQuestions[slug] ?? []).map((question) => LessonQuestionSchema.parse(question));
}
