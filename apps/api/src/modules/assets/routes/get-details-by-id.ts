import { DetailsByIdQuerySchema } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../../http/errors.js";
import { sendCached } from "../assets-cache.js";
import type { AssetsContext } from "../assets-context.js";
import { success, toElementDetail, toStepGroupDetail } from "../assets-mappers.js";
import { loadNlpDetail } from "./require-nlp.js";

/** GET /v1/public/details/by-id?id&type: an element (locators), a step group (its steps) or an NLP. */
export function registerGetDetailsById(scope: FastifyInstance, { repository, cache }: AssetsContext) {
  scope.get("/v1/public/details/by-id", (request, reply) => {
    const { id, type } = DetailsByIdQuerySchema.parse(request.query);
    return sendCached(request, reply, cache, `details:${type}:${id}`, async () => {
      if (type === "Nlps") {
        return success({ type, ...(await loadNlpDetail(repository, { id }, true)) });
      }
      if (type === "Elements") {
        const element = await repository.findElement(id);
        if (!element) throw new HttpError(404, `There is no element with id "${id}".`);
        return success(toElementDetail(element));
      }
      const group = await repository.findStepGroup(id);
      if (!group) throw new HttpError(404, `There is no step group with id "${id}".`);
      return success(toStepGroupDetail(group));
    });
  });
}
