import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createPostgresDatabase, openTestDatabase } from "../test/test-database.js";
import { openDatabase } from "./client.js";
import { seedRuns } from "./schema/index.js";
import { seed } from "./seed.js";

const adminUrl = process.env.TEST_DATABASE_URL;

/** A connection pool exists only on PostgreSQL (CI's second API run); PGlite is one in-process connection. */
describe.skipIf(!adminUrl)("PostgreSQL", () => {
  it("lets replicas that start together on a new database migrate and seed one at a time", async () => {
    // Without the startup lock three of four replicas crashed on `CREATE TABLE` races.
    const server = await createPostgresDatabase(adminUrl as string);
    const replicas = await Promise.all(
      [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: server.url, dataDir: null })),
    );
    try {
      const seedSet = { name: "startup-race", run: async () => {} };
      const applied = await Promise.all(
        replicas.map((replica) =>
          replica.withStartupLock(async () => {
            await replica.migrate();
            return seed(replica.db, [seedSet]);
          }),
        ),
      );
      expect(applied.flat()).toEqual(["startup-race"]);
      expect(await replicas[0]?.db.select().from(seedRuns)).toHaveLength(1);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await server.drop();
    }
  });

  it("survives the server dropping its idle connections (restart, failover) and reconnects", async () => {
    const database = await openTestDatabase();
    try {
      const { rows } = z
        .object({ rows: z.array(z.object({ name: z.string() })) })
        .parse(await database.db.execute(sql`select current_database() as name`));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [rows[0]?.name],
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      // Let the pool see the closed sockets; before the fix this crashed the process (unhandled 'error').
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
