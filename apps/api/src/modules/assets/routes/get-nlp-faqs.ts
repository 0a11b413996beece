import { NlpListQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success } from "../assets-mappers.js";
import { requireNlp } from "./require-nlp.js";

/** GET /v1/public/nlp-details/faqs?title&size: the questions and answers of the NLP with that name. */
export function registerGetNlpFaqs(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/nlp-details/faqs", (request, reply) => {
    const { title, size } = NlpListQuerySchema.parse(request.query);
    const key = `nlp-faqs:${JSON.stringify([title.toLowerCase(), size])}`;
    return sendCached(request, reply, cache, key, async () => {
      const { nlp } = await requireNlp(repository, { name: title });
      return success(await repository.faqsOf(nlp.id, size));
    });
  });
}
