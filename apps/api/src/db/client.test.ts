import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openTestDatabase } from "../test/test-database.js";

const adminUrl = process.env.TEST_DATABASE_URL;

/** A connection pool exists only on PostgreSQL (CI's second API run); PGlite is one in-process connection. */
describe.skipIf(!adminUrl)("PostgreSQL connection pool", () => {
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
