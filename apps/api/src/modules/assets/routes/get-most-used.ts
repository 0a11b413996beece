import { MostUsedQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toListItem } from "../assets-mappers.js";

/** GET /v1/public/categories/most-used?page=0&size=16: cards of every type, most used first, as a plain list. */
export function registerGetMostUsed(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/categories/most-used", (request, reply) => {
    const query = MostUsedQuerySchema.parse(request.query);
    return sendCached(request, reply, cache, `most-used:${JSON.stringify(query)}`, async () => {
      const rows = await repository.mostUsedCategories(query);
      return success(rows.map(toListItem));
    });
  });
}
