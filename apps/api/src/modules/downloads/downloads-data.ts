import type { ClientDownloadsCount, ClientPlatform } from "@ignitest/contracts";
import { count } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { clientDownloads } from "../../db/schema/index.js";

/** How long a computed count is reused; an insert on this instance clears it at once. */
export const COUNT_CACHE_MS = 10_000;

export type DownloadsStore = ReturnType<typeof createDownloadsStore>;

/**
 * Queries of the downloads module. The count is read often (every Finder page
 * view) and changes rarely, so it is cached briefly in memory (docs/product/design-decisions.md#cache-read-mostly-data:
 * cache read-mostly data in the API, invalidated on write). With several API
 * replicas another replica's insert shows within COUNT_CACHE_MS.
 */
export function createDownloadsStore(db: Database, { cacheMs = COUNT_CACHE_MS, now = () => Date.now() } = {}) {
  let cached: { value: ClientDownloadsCount; expiresAt: number } | null = null;

  return {
    async record(download: { platform: ClientPlatform; version?: string | undefined; userAgentFamily: string }) {
      const [row] = await db
        .insert(clientDownloads)
        .values({
          platform: download.platform,
          version: download.version ?? null,
          userAgentFamily: download.userAgentFamily,
        })
        .returning({ id: clientDownloads.id });
      cached = null;
      if (!row) throw new Error("insert into client_downloads returned no row");
      return row.id;
    },

    async count(): Promise<ClientDownloadsCount> {
      if (cached && cached.expiresAt > now()) return cached.value;
      const rows = await db
        .select({ platform: clientDownloads.platform, downloads: count() })
        .from(clientDownloads)
        .groupBy(clientDownloads.platform);
      const byPlatform = { windows: 0, mac: 0, linux: 0 };
      for (const row of rows) {
        if (row.platform in byPlatform) byPlatform[row.platform as ClientPlatform] = Number(row.downloads);
      }
      const value = { total: byPlatform.windows + byPlatform.mac + byPlatform.linux, byPlatform };
      cached = { value, expiresAt: now() + cacheMs };
      return value;
    },
  };
}
