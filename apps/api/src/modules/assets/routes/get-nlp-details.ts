import { NlpDetailsQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success } from "../assets-mappers.js";
import { loadNlpDetail } from "./require-nlp.js";

/** GET /v1/public/nlp-details?nlpId&description=true: an NLP's record; the long description only when asked for. */
export function registerGetNlpDetails(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/nlp-details", (request, reply) => {
    const { nlpId, description } = NlpDetailsQuerySchema.parse(request.query);
    return sendCached(request, reply, cache, `nlp-details:${nlpId}:${description}`, async () =>
      success(await loadNlpDetail(repository, { id: nlpId }, description)),
    );
  });
}
