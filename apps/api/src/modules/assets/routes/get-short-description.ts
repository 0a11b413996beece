import { ShortDescriptionQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success } from "../assets-mappers.js";
import { requireCategoryByTitle } from "./require-category.js";

/** GET /v1/public/sub-categories/short-description?title&typeId: a card's one-line description. */
export function registerGetShortDescription(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/sub-categories/short-description", (request, reply) => {
    const query = ShortDescriptionQuerySchema.parse(request.query);
    const key = `short-description:${JSON.stringify([query.typeId, query.title.toLowerCase()])}`;
    return sendCached(request, reply, cache, key, async () => {
      const { category } = await requireCategoryByTitle(repository, query.typeId, query.title);
      return success({ id: category.id, title: category.title, shortDescription: category.shortDescription });
    });
  });
}
