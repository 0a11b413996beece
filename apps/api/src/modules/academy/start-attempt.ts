import { examPaths, examRules, StartAttemptSchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { CodedHttpError } from "../../http/coded-error.js";
import { type AcademyContext, perMinute } from "./academy-context.js";
import { drawQuestions } from "./exam-bank.js";
import { attemptView } from "./exam-views.js";

const day = 24 * 60 * 60 * 1000;

/**
 * POST /v1/academy/exam/attempts: draws the questions and starts the clock on
 * the server. At most examRules.attemptsPerDay starts in any 24 hours; the
 * fourth is 429 ATTEMPT_LIMIT with the time the oldest one leaves the window.
 */
export function registerStartAttempt(scope: FastifyInstance, ctx: AcademyContext) {
  scope.post(examPaths.attempts, perMinute(10), async (request, reply) => {
    const { user } = await ctx.accessTokens.authenticate(request);
    StartAttemptSchema.parse(request.body ?? {});
    const now = ctx.now();
    const recent = await ctx.exam.countStartedSince(user.id, new Date(now.getTime() - day));
    if (recent.length >= examRules.attemptsPerDay) {
      const oldest = recent[0]?.startedAt ?? now;
      const nextAt = new Date(oldest.getTime() + day);
      const retryAfterSeconds = Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000));
      throw new CodedHttpError(
        429,
        "ATTEMPT_LIMIT",
        `You have used your ${examRules.attemptsPerDay} attempts in 24 hours. Your next attempt opens on ${nextAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
        { retryAfterSeconds },
      );
    }
    const row = await ctx.exam.insertAttempt({
      userId: user.id,
      questionIds: drawQuestions(ctx.bank),
      startedAt: now,
      deadline: new Date(now.getTime() + examRules.minutes * 60_000),
    });
    reply.code(201).header("Cache-Control", "no-store");
    return attemptView(row, ctx.bank);
  });
}
