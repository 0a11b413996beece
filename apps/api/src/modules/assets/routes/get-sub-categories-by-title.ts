import { SubCategoriesByTitleQuerySchema, type SubCategoryItem } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toElementItem, toNlpItem, toStepGroupItem } from "../assets-mappers.js";
import { requireCategoryByTitle } from "./require-category.js";

/** GET /v1/public/sub-categories/by-title?title&typeId: the NLPs, elements or step groups inside a card. */
export function registerGetSubCategoriesByTitle(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/sub-categories/by-title", (request, reply) => {
    const query = SubCategoriesByTitleQuerySchema.parse(request.query);
    const key = `sub-categories:${JSON.stringify([query.typeId, query.title.toLowerCase()])}`;
    return sendCached(request, reply, cache, key, async () => {
      const { category, typeName } = await requireCategoryByTitle(repository, query.typeId, query.title);
      let items: SubCategoryItem[];
      if (typeName === "Nlps") items = (await repository.nlpsOfCategory(category.id)).map(toNlpItem);
      else if (typeName === "Elements") items = (await repository.elementsOfCategory(category.id)).map(toElementItem);
      else items = (await repository.stepGroupsOfCategory(category.id)).map(toStepGroupItem);
      return success(items);
    });
  });
}
