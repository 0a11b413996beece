import { NlpSearchBodySchema, nlpSearchLimit } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { AssetsContext } from "../assets-context.js";
import { success, toNlpItem } from "../assets-mappers.js";

/**
 * POST /v1/public/nlp-details/search {key, assetsTags?}: NLPs whose name or
 * description contains the key; name-prefix matches first, at most 50.
 */
export function registerPostNlpSearch(scope: FastifyInstance, { repository }: AssetsContext) {
  scope.post("/v1/public/nlp-details/search", async (request) => {
    const { key, assetsTags } = NlpSearchBodySchema.parse(request.body ?? {});
    const rows = await repository.searchNlps({ key, tags: assetsTags }, nlpSearchLimit);
    return success(rows.map(toNlpItem));
  });
}
