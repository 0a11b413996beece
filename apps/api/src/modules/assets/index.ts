import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client.js";
import type { SeedSet } from "../../db/seed.js";
import type { Env } from "../../env.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import { AssetResponseCache } from "./assets-cache.js";
import type { AssetsContext } from "./assets-context.js";
import { createAssetsRepository, withSearchTimeout } from "./assets-repository.js";
import { registerGetAssetTypes } from "./routes/get-asset-types.js";
import { registerGetCategoriesByType } from "./routes/get-categories-by-type.js";
import { registerGetCategoriesFilter } from "./routes/get-categories-filter.js";
import { registerGetCategory } from "./routes/get-category.js";
import { registerGetDetailsById } from "./routes/get-details-by-id.js";
import { registerGetMostUsed } from "./routes/get-most-used.js";
import { registerGetNlpByTitle } from "./routes/get-nlp-by-title.js";
import { registerGetNlpDetails } from "./routes/get-nlp-details.js";
import { registerGetNlpFaqs } from "./routes/get-nlp-faqs.js";
import { registerGetNlpScenarios } from "./routes/get-nlp-scenarios.js";
import { registerGetShortDescription } from "./routes/get-short-description.js";
import { registerGetSubCategoriesByTitle } from "./routes/get-sub-categories-by-title.js";
import { registerGetWebSite } from "./routes/get-web-site.js";
import { registerPostCategoriesSearch } from "./routes/post-categories-search.js";
import { registerPostNlpSearch } from "./routes/post-nlp-search.js";
import { CatalogueSearchIndex } from "./search-index.js";
import { assetsSeedSet } from "./seed/assets-seed-set.js";
import { ratingCountsSeedSet } from "./seed/rating-counts-seed-set.js";
import { registerTestFaults } from "./test-faults.js";

/** The catalogue's seed sets, in order: src/seed-sets.ts applies them with every module's on first start. */
export const assetsSeedSets: readonly SeedSet[] = [assetsSeedSet, ratingCountsSeedSet];

/** The settings the assets service reads. */
export type AssetsEnv = Pick<Env, "ENABLE_TEST_FAULTS" | "SEARCHES_PER_MINUTE">;

export type AssetsOptions = { database: DatabaseHandle; env: AssetsEnv };

/**
 * The assets service (docs/product/calls.md#assets-service): fifteen public calls under /v1/public/.
 * Registered in its own scope so the test-fault hook touches only these routes.
 */
export async function registerAssets(app: FastifyInstance, { database, env }: AssetsOptions) {
  await app.register(async (scope) => {
    // Only the POST searches carry a limit: the GETs are cached and cheap.
    await enableRateLimits(scope, database.db);
    const context: AssetsContext = {
      repository: createAssetsRepository(database.db),
      searching: (search) => withSearchTimeout(database.db, search),
      searchIndex: new CatalogueSearchIndex(database.db),
      searchesPerMinute: env.SEARCHES_PER_MINUTE,
      cache: new AssetResponseCache(),
      // Apart from the GETs' cache, so a stream of one-off searches cannot evict them.
      searchCache: new AssetResponseCache(1000),
    };
    // Built as the app starts (after main.ts has migrated and seeded), without holding the start up:
    // a search that comes first waits for the same build; a failed build is retried by the next search.
    scope.addHook("onReady", async () => {
      context.searchIndex
        .ready()
        .catch((error: unknown) => scope.log.warn({ err: error }, "search index build failed"));
    });
    scope.addHook("onClose", async () => {
      context.cache.dispose();
      context.searchCache.dispose();
      context.searchIndex.dispose();
    });
    registerTestFaults(scope, env.ENABLE_TEST_FAULTS);
    for (const register of [
      registerGetAssetTypes,
      registerGetMostUsed,
      registerGetCategoriesByType,
      registerGetCategory,
      registerGetSubCategoriesByTitle,
      registerGetCategoriesFilter,
      registerGetNlpDetails,
      registerGetNlpScenarios,
      registerGetNlpFaqs,
      registerGetWebSite,
      registerGetNlpByTitle,
      registerPostCategoriesSearch,
      registerPostNlpSearch,
      registerGetShortDescription,
      registerGetDetailsById,
    ]) {
      register(scope, context);
    }
  });
}
