import { z } from "zod";
import { ExamGroupSchema, QuestionIdSchema } from "./exam-bank.js";
import { examRules } from "./exam-rules.js";

/**
 * The certification exam (issue 13, item 2). Signed-in learners only
 * (Bearer token of the login record); a learner sees only their own attempts.
 *
 *   POST /v1/academy/exam/attempts        StartAttempt  → 201 ExamAttempt (questions, no answers)
 *   GET  /v1/academy/exam/attempts/:attemptId           → 200 ExamAttemptState
 *   POST /v1/academy/exam/submissions     ExamSubmission → 201 ExamResult
 *
 * The server draws EXAM_QUESTION_COUNT questions, stores the start and the
 * deadline, and scores. A submission later than the deadline plus
 * EXAM_GRACE_SECONDS is refused with 410 ATTEMPT_EXPIRED (and the attempt is
 * closed as expired); a second submission of one attempt is 409
 * ATTEMPT_SUBMITTED. Starting a fourth attempt within 24 hours is 429
 * ATTEMPT_LIMIT with Retry-After.
 */
export const examPaths = {
  attempts: "/v1/academy/exam/attempts",
  attempt: "/v1/academy/exam/attempts/:attemptId",
  submissions: "/v1/academy/exam/submissions",
} as const;

export const AttemptIdSchema = z.uuid({ error: "Name the attempt by its id" });

/** The learner confirms the rules (25 questions, 30 minutes, 80 % to pass, 3 attempts a day) before the clock starts. */
export const StartAttemptSchema = z.strictObject({
  rulesAccepted: z.literal(true, { error: "Accept the exam rules to start an attempt" }),
});

export const ExamQuestionViewSchema = z.object({
  id: QuestionIdSchema,
  group: ExamGroupSchema,
  text: z.string(),
  options: z.array(z.string()),
});
export type ExamQuestionView = z.infer<typeof ExamQuestionViewSchema>;

export const ExamAttemptSchema = z.object({
  attemptId: AttemptIdSchema,
  startedAt: z.iso.datetime({ offset: true }),
  deadline: z.iso.datetime({ offset: true }),
  questions: z.array(ExamQuestionViewSchema),
});
export type ExamAttempt = z.infer<typeof ExamAttemptSchema>;

export const AttemptParamsSchema = z.strictObject({ attemptId: AttemptIdSchema });

export const ExamSubmissionSchema = z.strictObject({
  attemptId: AttemptIdSchema,
  answers: z
    .array(
      z.strictObject({
        questionId: QuestionIdSchema,
        /** Index of the chosen option. */
        choice: z.number({ error: "Choose an option by its number" }).int().min(0).max(9),
      }),
      { error: "Send the answers as a list" },
    )
    .max(examRules.questionCount, { error: `Answer at most ${examRules.questionCount} questions` }),
});
export type ExamSubmission = z.infer<typeof ExamSubmissionSchema>;

/** A question answered wrongly (or not at all), with what teaches it; correct answers are not repeated. */
export const ExamReviewItemSchema = z.object({
  questionId: QuestionIdSchema,
  text: z.string(),
  chosen: z.string().nullable(),
  correct: z.string(),
  explanation: z.string(),
  /** A site path: a docs page or a lesson. */
  link: z.string(),
});

export const ExamResultSchema = z.object({
  attemptId: AttemptIdSchema,
  status: z.enum(["passed", "failed"]),
  correct: z.number().int(),
  total: z.number().int(),
  percent: z.number().int(),
  submittedAt: z.iso.datetime({ offset: true }),
  wrong: z.array(ExamReviewItemSchema),
  /** Issued by a pass. */
  certificateId: z.string().optional(),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;

export const ExamAttemptStateSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("open"), attempt: ExamAttemptSchema }),
  z.object({ state: z.literal("expired"), attemptId: AttemptIdSchema, deadline: z.iso.datetime({ offset: true }) }),
  z.object({ state: z.literal("submitted"), result: ExamResultSchema }),
]);
export type ExamAttemptState = z.infer<typeof ExamAttemptStateSchema>;
