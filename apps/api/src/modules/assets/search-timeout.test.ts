import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.js";
import { HttpError } from "../../http/errors.js";
import { openTestDatabase } from "../../test/test-database.js";
import { isStatementTimeout, SEARCH_STATEMENT_TIMEOUT_MS, withSearchTimeout } from "./assets-repository.js";
import { timedOutSearch } from "./routes/search-limits.js";

describe("the searches' statement timeout", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("is set for the search's own transaction only", async () => {
    const inside = await withSearchTimeout(database.db, async (_repository, tx) => {
      const result = await tx.execute(sql`select current_setting('statement_timeout') as value`);
      return (result as unknown as { rows: { value: string }[] }).rows[0]?.value;
    });
    expect(inside).toBe(`${SEARCH_STATEMENT_TIMEOUT_MS / 1000}s`);
    const after = await database.db.execute(sql`select current_setting('statement_timeout') as value`);
    expect((after as unknown as { rows: { value: string }[] }).rows[0]?.value).toBe("0");
  });

  // PGlite runs queries in-process without the timer signals statement_timeout needs; PostgreSQL cancels.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "cancels a query running past it, and the route answers 503",
    async () => {
      const error = await withSearchTimeout(database.db, (_repository, tx) =>
        tx.execute(sql`select pg_sleep(${(SEARCH_STATEMENT_TIMEOUT_MS + 1000) / 1000})`),
      ).catch((caught: unknown) => caught);
      expect(isStatementTimeout(error)).toBe(true);
      expect(() => timedOutSearch(error)).toThrow(HttpError);
      expect(() => timedOutSearch(new Error("other"))).toThrow("other");
    },
  );
});
