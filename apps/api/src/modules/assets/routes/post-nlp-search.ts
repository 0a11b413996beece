import { NlpSearchBodySchema, nlpSearchLimit } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCachedSearch } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toNlpItem } from "../assets-mappers.js";
import { indexable } from "../search-index.js";
import { searchRouteOptions, timedOutSearch } from "./search-limits.js";

/**
 * POST /v1/public/nlp-details/search {key, assetsTags?}: NLPs whose name or
 * description contains the key; name-prefix matches first, at most 50.
 * Matching ignores case, so the cache key does too.
 */
export function registerPostNlpSearch(
  scope: FastifyInstance,
  { searching, searchIndex, searchCache, searchesPerMinute }: AssetsContext,
) {
  scope.post("/v1/public/nlp-details/search", searchRouteOptions(searchesPerMinute), async (request, reply) => {
    const { key, assetsTags } = NlpSearchBodySchema.parse(request.body ?? {});
    const cacheKey = `nlp-search:${JSON.stringify([key.toLowerCase(), [...(assetsTags ?? [])].sort()])}`;
    return sendCachedSearch(reply, searchCache, cacheKey, async () => {
      const rows = indexable(key)
        ? await searchIndex.searchNlps({ key, tags: assetsTags }, nlpSearchLimit)
        : await searching((search) => search.searchNlps({ key, tags: assetsTags }, nlpSearchLimit)).catch(
            timedOutSearch,
          );
      return success(rows.map(toNlpItem));
    });
  });
}
