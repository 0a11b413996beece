import { CategoriesSearchBodySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCachedSearch } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toListItem, toPage } from "../assets-mappers.js";
import { indexable } from "../search-index.js";
import { requireAssetType } from "./require-asset-type.js";
import { searchRouteOptions, timedOutSearch } from "./search-limits.js";

/**
 * POST /v1/public/categories/search {key, typeId?, assetsTags?, page?, size?}:
 * cards whose title, description or items contain the key, title-prefix matches first.
 * Matching ignores case, so the cache key does too.
 */
export function registerPostCategoriesSearch(
  scope: FastifyInstance,
  { repository, searching, searchIndex, searchCache, searchesPerMinute }: AssetsContext,
) {
  scope.post("/v1/public/categories/search", searchRouteOptions(searchesPerMinute), async (request, reply) => {
    const { key, typeId, assetsTags, page, size } = CategoriesSearchBodySchema.parse(request.body ?? {});
    if (typeId) await requireAssetType(repository, typeId);
    const paging = { page, size };
    const tags = [...(assetsTags ?? [])].sort();
    const cacheKey = `categories-search:${JSON.stringify([key.toLowerCase(), typeId ?? null, tags, page, size])}`;
    return sendCachedSearch(reply, searchCache, cacheKey, async () => {
      const search = { key, typeId, tags: assetsTags };
      const { rows, total } = indexable(key)
        ? await searchIndex.searchCategories(search, paging)
        : await searching((sqlSearch) => sqlSearch.searchCategories(search, paging)).catch(timedOutSearch);
      return success(toPage(rows.map(toListItem), total, paging));
    });
  });
}
