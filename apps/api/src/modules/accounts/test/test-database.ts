import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type Database, type DatabaseHandle, openDatabase } from "../../../db/client.js";
import * as schema from "../../../db/schema/index.js";

const migrationsFolder = fileURLToPath(new URL("../../../../drizzle", import.meta.url));

/**
 * A migrated database for a test file, as createTestApp makes one but about
 * 3 s faster: a fresh in-memory PGlite spends ~4.5 s in initdb, so the first
 * test file to run dumps a migrated data directory into the temp folder (keyed
 * by the migrations' content) and later files load it (~1 s).
 * TEST_DATABASE_URL still selects a real PostgreSQL server.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: null });
    await database.migrate();
    return database;
  }
  const snapshot = join(tmpdir(), `ignitest-test-pglite-${await migrationsKey()}.tar.gz`);
  let client: PGlite;
  if (existsSync(snapshot)) {
    client = await PGlite.create({ loadDataDir: new Blob([await readFile(snapshot)]) });
  } else {
    client = await PGlite.create();
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir("gzip");
    // Write then rename, so a test file running alongside never reads half a snapshot.
    const partial = `${snapshot}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, snapshot);
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    },
    ping: async () => true,
    close: () => client.close(),
  };
}

async function migrationsKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const name of (await readdir(migrationsFolder)).filter((file) => file.endsWith(".sql")).sort()) {
    hash.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}
