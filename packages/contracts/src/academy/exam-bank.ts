import { z } from "zod";

/**
 * The certification question bank (content/academy/exam-questions.ts),
 * validated by this schema when the API loads it and by the content check.
 * Every question names the lesson group it belongs to, its options, the
 * correct one, a one-line explanation and the docs page or lesson that
 * teaches it. The bank never ships to the browser: scoring is on the server.
 */
export const examGroups = [
  "Sign-Up and Set-Up",
  "Test Case Management",
  "Web Automation",
  "Mobile Automation",
  "API Automation",
  "SSMC Execution",
] as const;
export const ExamGroupSchema = z.enum(examGroups);
export type ExamGroup = z.infer<typeof ExamGroupSchema>;

/** A question id: the group's short code and a number, e.g. `web-07`. */
export const QuestionIdSchema = z
  .string({ error: "Name the question by its id" })
  .regex(/^[a-z]{2,5}-\d{2}$/, { error: "Name the question by its id" });

/** Where the explanation sends the learner: a docs page or a lesson of the academy. */
export const TeachingLinkSchema = z
  .string()
  .regex(/^\/(docs\/[a-z0-9-]+\/[a-z0-9-]+|\{brand\}-academy\/self-learning-video\/[a-z0-9]+(-[a-zA-Z0-9]+)*)$/);

export const ExamQuestionSchema = z
  .strictObject({
    id: QuestionIdSchema,
    group: ExamGroupSchema,
    text: z.string().min(15).max(300),
    options: z.array(z.string().min(1).max(160)).min(3).max(5),
    /** Index into options. */
    answer: z.number().int().min(0),
    explanation: z.string().min(15).max(240),
    link: TeachingLinkSchema,
  })
  .refine((question) => question.answer < question.options.length, { error: "answer must index an option" })
  .refine((question) => new Set(question.options).size === question.options.length, {
    error: "options must differ",
  });
export type ExamQuestion = z.infer<typeof ExamQuestionSchema>;

export const ExamBankSchema = z
  .array(ExamQuestionSchema)
  .min(60)
  .refine((bank) => new Set(bank.map((question) => question.id)).size === bank.length, {
    error: "question ids must be unique",
  })
  .refine((bank) => examGroups.every((group) => bank.some((question) => question.group === group)), {
    error: "every lesson group needs questions",
  });
