import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import { createDocsFeedbackStore } from "./docs-feedback-data.js";
import { registerSubmitDocsFeedback } from "./submit-docs-feedback.js";

/** "Was this helpful?" answers from the docs pages, in their own scope for the rate limit. */
export async function registerDocsFeedback(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(async (scope) => {
    await enableRateLimits(scope, db);
    registerSubmitDocsFeedback(scope, { store: createDocsFeedbackStore(db) });
  });
}
