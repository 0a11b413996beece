import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import { type DatabaseHandle, openDatabase } from "../db/client.js";

/**
 * A real app on a real database for `inject()` tests: in-memory PGlite by
 * default, or the PostgreSQL server named by TEST_DATABASE_URL (CI runs both).
 */
export async function createTestApp(options: { siteDir?: string } = {}) {
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    dataDir: null,
  });
  await database.migrate();
  const app: FastifyInstance = await buildApp({
    env: { SITE_DIR: options.siteDir ?? "", LOG_LEVEL: "silent" },
    database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
