import { CategoriesFilterQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toListItem, toPage } from "../assets-mappers.js";
import { requireAssetType } from "./require-asset-type.js";

/** GET /v1/public/categories/filter?assetsTag&page&size&typeId: only the cards of a type that carry the tag. */
export function registerGetCategoriesFilter(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/categories/filter", (request, reply) => {
    const { typeId, assetsTag, ...paging } = CategoriesFilterQuerySchema.parse(request.query);
    const key = `categories-filter:${JSON.stringify([typeId, assetsTag, paging])}`;
    return sendCached(request, reply, cache, key, async () => {
      await requireAssetType(repository, typeId);
      const { rows, total } = await repository.categoriesOfType(typeId, assetsTag, paging);
      return success(toPage(rows.map(toListItem), total, paging));
    });
  });
}
