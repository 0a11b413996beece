import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import type { DatabaseHandle } from "../db/client.js";
import type { Env } from "../env.js";
import { openTestDatabase } from "./test-database.js";
import { testEnv } from "./test-env.js";

/**
 * A real app on a real database for `inject()` tests: a fresh in-memory
 * PGlite by default, or a fresh database on the PostgreSQL server named by
 * TEST_DATABASE_URL (CI runs both; see ./test-database.ts).
 */
export async function createTestApp(options: { siteDir?: string; trustProxy?: Env["TRUST_PROXY"] } = {}) {
  const database: DatabaseHandle = await openTestDatabase();
  const app: FastifyInstance = await buildApp({
    env: testEnv({
      ...(options.siteDir === undefined ? {} : { SITE_DIR: options.siteDir }),
      ...(options.trustProxy === undefined ? {} : { TRUST_PROXY: options.trustProxy }),
    }),
    database,
    logger: false,
    mailInMemory: true,
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
