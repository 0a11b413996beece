import { describe, expect, it } from "vitest";
import { examQuestions } from "../../../../../../content/academy/exam-questions";
import { lessonQuestions } from "../../../../../../content/academy/lesson-questions";
import { academyCatalogue } from "../catalogue";
import { LessonQuestionSchema } from "./lesson-question";
import { lessonQuestionsOf } from "./lesson-questions.server";

/**
 * The content check of the questions after each lesson (issue 29): every lesson has two or three, each with
 * distinct options, exactly one right answer (an index into them) and an explanation; none is for a lesson
 * that does not exist, and none repeats a certification question, whose answers stay on the server.
 */
describe("the questions after each lesson", () => {
  it("gives every lesson two or three valid questions with one right answer and an explanation", () => {
    for (const video of academyCatalogue) {
      const questions = lessonQuestions[video.slugPath] ?? [];
      expect(questions.length, video.slugPath).toBeGreaterThanOrEqual(2);
      expect(questions.length, video.slugPath).toBeLessThanOrEqual(3);
      for (const question of questions) {
        const parsed = LessonQuestionSchema.safeParse(question);
        expect(parsed.error?.message, `${video.slugPath}: ${question.text}`).toBeUndefined();
        expect(question.answer, question.text).toBeLessThan(question.options.length);
        expect(question.explanation.trim(), question.text).not.toBe("");
      }
      expect(new Set(questions.map((question) => question.text)).size, video.slugPath).toBe(questions.length);
    }
  });

  it("has questions only for lessons in the catalogue, and none copied from the certification bank", () => {
    const slugs = new Set(academyCatalogue.map((video) => video.slugPath));
    expect(Object.keys(lessonQuestions).filter((slug) => !slugs.has(slug))).toEqual([]);
    const exam = new Set(examQuestions.map((question) => question.text));
    const copied = Object.values(lessonQuestions)
      .flat()
      .filter((question) => exam.has(question.text));
    expect(copied.map((question) => question.text)).toEqual([]);
  });

  it("reads a lesson's questions for its page, and none for an unknown lesson", () => {
    expect(lessonQuestionsOf("registration")).toEqual(lessonQuestions.registration);
    expect(lessonQuestionsOf("no-such-lesson")).toEqual([]);
  });

  it("refuses a question whose options repeat or whose explanation is missing", () => {
    const good = {
      text: "Which mode spreads scripts?",
      options: ["Distributed", "Parallel"],
      answer: 0,
      explanation: "Distributed spreads scripts across machines.",
    };
    expect(LessonQuestionSchema.safeParse(good).success).toBe(true);
    expect(LessonQuestionSchema.safeParse({ ...good, options: ["Parallel", "Parallel"] }).success).toBe(false);
    expect(LessonQuestionSchema.safeParse({ ...good, explanation: "" }).success).toBe(false);
  });
});
