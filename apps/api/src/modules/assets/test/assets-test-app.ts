import { buildApp } from "../../../app.js";
import { seed } from "../../../db/seed.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { testEnv } from "../../../test/test-env.js";
import { assetsSeedSet } from "../seed/assets-seed-set.js";

/**
 * A real app on a fresh, seeded database for the assets tests (in-memory
 * PGlite, or a new database on TEST_DATABASE_URL's server). `testFaults` sets
 * ENABLE_TEST_FAULTS. `seeded: false` leaves the catalogue empty until the
 * test seeds it.
 */
export async function createAssetsTestApp(options: { testFaults?: boolean; seeded?: boolean } = {}) {
  const database = await openTestDatabase();
  const runSeed = () => seed(database.db, [assetsSeedSet]);
  if (options.seeded !== false) await runSeed();
  const app = await buildApp({
    env: testEnv({ ENABLE_TEST_FAULTS: options.testFaults ?? false }),
    database,
    logger: false,
    mailInMemory: true,
  });
  await app.ready();
  return {
    app,
    database,
    runSeed,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type AssetsTestApp = Awaited<ReturnType<typeof createAssetsTestApp>>;
