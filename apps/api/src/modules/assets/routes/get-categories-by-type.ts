import { CategoriesByTypeQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toListItem, toPage } from "../assets-mappers.js";
import { requireAssetType } from "./require-asset-type.js";

/** GET /v1/public/categories/type?typeId&page&size: one page of the cards of a type, in catalogue order. */
export function registerGetCategoriesByType(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/categories/type", (request, reply) => {
    const { typeId, ...paging } = CategoriesByTypeQuerySchema.parse(request.query);
    return sendCached(request, reply, cache, `categories-type:${JSON.stringify([typeId, paging])}`, async () => {
      await requireAssetType(repository, typeId);
      const { rows, total } = await repository.categoriesOfType(typeId, undefined, paging);
      return success(toPage(rows.map(toListItem), total, paging));
    });
  });
}
