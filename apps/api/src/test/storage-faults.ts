import { sql } from "drizzle-orm";
import type { Database } from "../db/client.js";

/**
 * Tests: makes every write to `table` fail the way a full disk (53100) or a
 * read-only database (25006) fails, on PGlite and PostgreSQL alike and on
 * every pooled connection (a trigger, unlike a session setting). Returns the
 * undo.
 */
export async function failWrites(db: Database, table: string, sqlState: "53100" | "25006") {
  const name = `fail_writes_${table}`;
  await db.execute(
    sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'storage fault for tests' using errcode = '${sqlState}'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before insert or update on ${table} for each row execute function ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
