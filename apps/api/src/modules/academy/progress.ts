import { academyProgressPath, type ProgressList, ProgressSaveSchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http/errors.js";
import { type AcademyContext, perMinute } from "./academy-context.js";

/**
 * GET and POST /v1/academy/progress: the signed-in learner's own lesson
 * progress and practice passes (docs/product/academy-practice.md). The user comes from the access token only, never from the
 * request, so a learner can neither read nor write anyone else's.
 */
export function registerProgress(scope: FastifyInstance, ctx: AcademyContext) {
  scope.get(academyProgressPath, perMinute(120), async (request, reply) => {
    const { user } = await ctx.accessTokens.authenticate(request);
    reply.header("Cache-Control", "no-store");
    return listOf(ctx, user.id);
  });

  // A player saves every few seconds while playing, and a sign-in sends the whole local record.
  scope.post(academyProgressPath, perMinute(120), async (request, reply) => {
    const { user } = await ctx.accessTokens.authenticate(request);
    const { lessons, practice } = ProgressSaveSchema.parse(request.body ?? {});
    const unknown = lessons.find((lesson) => !ctx.lessonSlugs.has(lesson.slug));
    if (unknown) {
      throw new HttpError(400, `lessons: No lesson has the slug ${unknown.slug}`, [
        { path: "lessons", message: `No lesson has the slug ${unknown.slug}` },
      ]);
    }
    if (lessons.length > 0) await ctx.progress.merge(user.id, lessons);
    await ctx.progress.recordPractice(user.id, practice);
    reply.header("Cache-Control", "no-store");
    return listOf(ctx, user.id);
  });
}

async function listOf(ctx: AcademyContext, userId: string): Promise<ProgressList> {
  const [lessons, practice] = await Promise.all([ctx.progress.list(userId), ctx.progress.listPractice(userId)]);
  return { lessons, practice };
}
