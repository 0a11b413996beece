import { type ClientDownloadCreated, ClientDownloadCreateSchema, downloadPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { DownloadsStore } from "./downloads-data.js";
import { userAgentFamily } from "./user-agent-family.js";

/** Per address: generous for a team downloading all three installers, tight enough to keep the count honest. */
export const DOWNLOADS_PER_MINUTE = 30;

/** POST /v1/public/client-downloads: records one Finder client download (docs/product/calls.md#client-downloads). */
export function registerCreateDownload(app: FastifyInstance, store: DownloadsStore) {
  app.post(
    downloadPaths.create,
    { config: { rateLimit: { max: DOWNLOADS_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const download = ClientDownloadCreateSchema.parse(request.body ?? {});
      const id = await store.record({ ...download, userAgentFamily: userAgentFamily(request.headers["user-agent"]) });
      const body: ClientDownloadCreated = { status: "Success", id };
      return reply.code(201).header("Cache-Control", "no-store").send(body);
    },
  );
}
