import { downloadPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { DownloadsStore } from "./downloads-data.js";

/** GET /v1/public/client-downloads/count: total and per-platform downloads (getClientDownloadsCount, docs/product/calls.md#client-downloads). */
export function registerDownloadsCount(app: FastifyInstance, store: DownloadsStore) {
  app.get(downloadPaths.count, async (_request, reply) => {
    // The page shows the count right after a click, so browsers must ask again each time; the API caches instead.
    return reply.header("Cache-Control", "no-cache").send(await store.count());
  });
}
