import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import { registerCreateDownload } from "./create-download.js";
import { registerDownloadsCount } from "./downloads-count.js";
import { createDownloadsStore } from "./downloads-data.js";

/** The client-downloads service (docs/product/calls.md#client-downloads: the second backend host), in its own scope for its rate limits. */
export async function registerDownloads(app: FastifyInstance, db: Database) {
  await app.register(async (scope) => {
    await enableRateLimits(scope, db);
    const store = createDownloadsStore(db);
    registerCreateDownload(scope, store);
    registerDownloadsCount(scope, store);
  });
}
