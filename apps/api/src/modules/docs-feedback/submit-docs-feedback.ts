import {
  DOCS_FEEDBACK_PER_MINUTE,
  DocsFeedbackSchema,
  type DocsFeedbackStored,
  docsFeedbackPath,
} from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { DocsFeedbackStore } from "./docs-feedback-data.js";

/**
 * POST /v1/public/docs-feedback: one "Was this helpful?" answer, stored before
 * it is answered. No captcha (a yes/no vote is worth little to a spammer and a
 * puzzle would cost every reader); a per-address rate limit caps floods.
 */
export function registerSubmitDocsFeedback(app: FastifyInstance, { store }: { store: DocsFeedbackStore }) {
  app.post(
    docsFeedbackPath,
    { config: { rateLimit: { max: DOCS_FEEDBACK_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const feedback = DocsFeedbackSchema.parse(request.body ?? {});
      const { id } = await store.insert(feedback);
      request.log.info({ docsFeedbackId: id, path: feedback.path, helpful: feedback.helpful }, "docs feedback stored");
      const body: DocsFeedbackStored = { status: "Success", id };
      return reply.code(201).header("Cache-Control", "no-store").send(body);
    },
  );
}
