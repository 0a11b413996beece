import { buildApp } from "../../app.js";
import { openDatabase } from "../../db/client.js";
import { seed } from "../../db/seed.js";
import { assetsSeedSet } from "./seed/assets-seed-set.js";

/**
 * A real app on a real, seeded database for the assets tests (in-memory
 * PGlite, or TEST_DATABASE_URL). `testFaults` sets ENABLE_TEST_FAULTS.
 * `seeded: false` leaves the catalogue empty until the test seeds it, so it
 * always uses a fresh in-memory PGlite (a shared server is seeded already).
 */
export async function createAssetsTestApp(options: { testFaults?: boolean; seeded?: boolean } = {}) {
  const databaseUrl = options.seeded === false ? undefined : process.env.TEST_DATABASE_URL;
  const database = await openDatabase({ databaseUrl, dataDir: null });
  await database.migrate();
  const runSeed = () => seed(database.db, [assetsSeedSet]);
  if (options.seeded !== false) await runSeed();
  const app = await buildApp({
    env: { SITE_DIR: "", LOG_LEVEL: "silent", ENABLE_TEST_FAULTS: options.testFaults ?? false },
    database,
    logger: false,
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
