import { randomBytes } from "node:crypto";
import {
  CERTIFICATE_VALID_YEARS,
  CERTIFICATION_NAME,
  ExamSubmissionSchema,
  examPaths,
  examRules,
} from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { CodedHttpError } from "../../http/coded-error.js";
import { HttpError } from "../../http/errors.js";
import { type AcademyContext, perMinute } from "./academy-context.js";
import { resultView, scorePercent } from "./exam-views.js";

const alreadySubmitted = () => new CodedHttpError(409, "ATTEMPT_SUBMITTED", "This attempt has already been submitted.");

/**
 * POST /v1/academy/exam/submissions: scores the learner's own open attempt on
 * the server and stores the result (and a pass's certificate) before answering
 * 201. Past the deadline plus examRules.graceSeconds the attempt is closed as
 * expired and the submission refused with 410 ATTEMPT_EXPIRED: the page's
 * timer is a courtesy, the server's clock decides.
 */
export function registerSubmitAttempt(scope: FastifyInstance, ctx: AcademyContext) {
  scope.post(examPaths.submissions, perMinute(20), async (request, reply) => {
    const { user } = await ctx.accessTokens.authenticate(request);
    const { attemptId, answers } = ExamSubmissionSchema.parse(request.body ?? {});
    const attempt = await ctx.exam.findAttempt(user.id, attemptId);
    if (!attempt) throw new HttpError(404, `No attempt of yours has the id ${attemptId}`);
    if (attempt.status === "passed" || attempt.status === "failed") throw alreadySubmitted();
    const now = ctx.now();
    if (attempt.status === "expired" || now.getTime() > attempt.deadline.getTime() + examRules.graceSeconds * 1000) {
      await ctx.exam.markExpired(attempt.id);
      throw new CodedHttpError(
        410,
        "ATTEMPT_EXPIRED",
        `The ${examRules.minutes} minutes of this attempt are over; it was not scored. Start a new attempt.`,
      );
    }

    const chosen: Record<string, number> = {};
    for (const [index, { questionId, choice }] of answers.entries()) {
      const question = attempt.questionIds.includes(questionId) ? ctx.bank.get(questionId) : undefined;
      if (!question) {
        throw new HttpError(400, `answers.${index}.questionId: Question ${questionId} is not part of this attempt`, [
          { path: `answers.${index}.questionId`, message: `Question ${questionId} is not part of this attempt` },
        ]);
      }
      if (choice >= question.options.length) {
        throw new HttpError(
          400,
          `answers.${index}.choice: Question ${questionId} has ${question.options.length} options`,
          [
            {
              path: `answers.${index}.choice`,
              message: `Question ${questionId} has ${question.options.length} options`,
            },
          ],
        );
      }
      chosen[questionId] = choice;
    }
    const correct = attempt.questionIds.filter((id) => chosen[id] === ctx.bank.get(id)?.answer).length;
    const percent = scorePercent(correct, attempt.questionIds.length);
    const passed = percent >= examRules.passPercent;
    const expiresAt = new Date(now);
    expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + CERTIFICATE_VALID_YEARS);

    const recorded = await ctx.exam.recordResult(
      attempt,
      { status: passed ? "passed" : "failed", answers: chosen, correct, submittedAt: now },
      passed
        ? {
            id: randomBytes(16).toString("base64url"),
            holderName: user.name,
            certification: CERTIFICATION_NAME,
            percent,
            issuedAt: now,
            expiresAt,
          }
        : undefined,
    );
    if (!recorded) throw alreadySubmitted();
    request.log.info({ userId: user.id, attemptId, percent, passed }, "exam attempt scored");
    reply.code(201).header("Cache-Control", "no-store");
    return resultView(recorded.attempt, ctx.bank, recorded.certificate);
  });
}
