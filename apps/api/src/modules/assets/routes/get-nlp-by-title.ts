import { NlpByTitleQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success } from "../assets-mappers.js";
import { requireAssetType } from "./require-asset-type.js";
import { loadNlpDetail } from "./require-nlp.js";

/** GET /v1/public/nlp-details/title/type-id?title&typeId: the NLP with that exact name; typeId is the Nlps type. */
export function registerGetNlpByTitle(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/nlp-details/title/type-id", (request, reply) => {
    const { title, typeId } = NlpByTitleQuerySchema.parse(request.query);
    const key = `nlp-by-title:${JSON.stringify([typeId, title.toLowerCase()])}`;
    return sendCached(request, reply, cache, key, async () => {
      await requireAssetType(repository, typeId, "Nlps");
      return success(await loadNlpDetail(repository, { name: title }, true));
    });
  });
}
