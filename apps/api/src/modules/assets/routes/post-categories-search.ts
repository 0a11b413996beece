import { CategoriesSearchBodySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { AssetsContext } from "../assets-context.js";
import { success, toListItem, toPage } from "../assets-mappers.js";
import { requireAssetType } from "./require-asset-type.js";

/**
 * POST /v1/public/categories/search {key, typeId?, assetsTags?, page?, size?}:
 * cards whose title, description or items contain the key, title-prefix matches first.
 * Not cached: searches rarely repeat.
 */
export function registerPostCategoriesSearch(scope: FastifyInstance, { repository }: AssetsContext) {
  scope.post("/v1/public/categories/search", async (request) => {
    const { key, typeId, assetsTags, page, size } = CategoriesSearchBodySchema.parse(request.body ?? {});
    if (typeId) await requireAssetType(repository, typeId);
    const paging = { page, size };
    const { rows, total } = await repository.searchCategories({ key, typeId, tags: assetsTags }, paging);
    return success(toPage(rows.map(toListItem), total, paging));
  });
}
