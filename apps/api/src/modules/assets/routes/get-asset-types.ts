import type { AssetTypeName } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success } from "../assets-mappers.js";

/** GET /v1/public/assets-types: the three types and their ids (the site keeps them as "assets-type"). */
export function registerGetAssetTypes(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/assets-types", (request, reply) =>
    sendCached(request, reply, cache, "assets-types", async () => {
      const rows = await repository.listAssetTypes();
      return success(rows.map((row) => ({ id: row.id, type: row.type as AssetTypeName })));
    }),
  );
}
