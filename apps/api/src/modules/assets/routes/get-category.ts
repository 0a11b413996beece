import { CategoryParamsSchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../../http/errors.js";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toCategoryDetail } from "../assets-mappers.js";

/** GET /v1/public/categories/{id}: one card with its long description. */
export function registerGetCategory(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/categories/:id", (request, reply) => {
    const { id } = CategoryParamsSchema.parse(request.params);
    return sendCached(request, reply, cache, `category:${id}`, async () => {
      const found = await repository.findCategory(id);
      if (!found) throw new HttpError(404, `There is no asset category with id "${id}".`);
      return success(toCategoryDetail(found.category, found.typeName));
    });
  });
}
