import { AttemptParamsSchema, type ExamAttemptState, examPaths, examRules } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/errors.js";
import { type AcademyContext, perMinute } from "./academy-context.js";
import { attemptView, resultView } from "./exam-views.js";

/**
 * GET /v1/academy/exam/attempts/:attemptId: the learner's own attempt, open
 * (questions, no answers), expired, or submitted (the result). Another
 * learner's attempt is 404, exactly as an id that names nothing.
 */
export function registerGetAttempt(scope: FastifyInstance, ctx: AcademyContext) {
  scope.get(examPaths.attempt, perMinute(60), async (request, reply) => {
    const { user } = await ctx.accessTokens.authenticate(request);
    const { attemptId } = AttemptParamsSchema.parse(request.params);
    const row = await ctx.exam.findAttempt(user.id, attemptId);
    if (!row) throw new HttpError(404, `No attempt of yours has the id ${attemptId}`);
    reply.header("Cache-Control", "no-store");
    let answer: ExamAttemptState;
    if (row.status === "passed" || row.status === "failed") {
      answer = { state: "submitted", result: resultView(row, ctx.bank, await ctx.exam.certificateOfAttempt(row.id)) };
    } else if (
      row.status === "expired" ||
      ctx.now().getTime() > row.deadline.getTime() + examRules.graceSeconds * 1000
    ) {
      answer = { state: "expired", attemptId: row.id, deadline: row.deadline.toISOString() };
    } else {
      answer = { state: "open", attempt: attemptView(row, ctx.bank) };
    }
    return answer;
  });
}
