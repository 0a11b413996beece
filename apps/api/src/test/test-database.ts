import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, migrationsFolder, openDatabase, pgliteHandle } from "../db/client.js";

/**
 * A fresh, migrated, empty database for one test app, so test files running
 * in parallel never see each other's rows:
 * - TEST_DATABASE_URL set (`postgres://user@host:port/postgres`, a role that
 *   may CREATE DATABASE): a new database on that server, dropped on close.
 * - else an in-memory PGlite loaded from a migrated snapshot.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? openPostgresTestDatabase(adminUrl) : openPgliteTestDatabase();
}

async function openPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const created = await createPostgresDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: created.url, dataDir: null });
  await database.migrate();
  let closed: Promise<void> | undefined;
  return {
    ...database,
    // Idempotent: tests close the database early (healthz) and the app's close() closes it again.
    close() {
      closed ??= database.close().then(created.drop);
      return closed;
    },
  };
}

/** A new, empty database on the server of `adminUrl`: its URL, and `drop()` to remove it. */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `ignitest_test_${process.pid}_${randomBytes(6).toString("hex")}`;
  await admin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh in-memory PGlite spends ~4.5 s in initdb, so the first test file to
 * run dumps a migrated data directory into the temp folder (keyed by the
 * migrations' content) and later ones load it (~1 s).
 */
async function openPgliteTestDatabase(): Promise<DatabaseHandle> {
  const snapshot = join(tmpdir(), `ignitest-test-pglite-${await migrationsKey()}.tar.gz`);
  if (existsSync(snapshot)) {
    return pgliteHandle(await PGlite.create({ loadDataDir: new Blob([await readFile(snapshot)]) }));
  }
  const client = await PGlite.create();
  const database = pgliteHandle(client);
  await database.migrate();
  const dump = await client.dumpDataDir("gzip");
  // Write then rename, so a test file running alongside never reads half a snapshot.
  const partial = `${snapshot}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, snapshot);
  return database;
}

async function migrationsKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const name of (await readdir(migrationsFolder)).filter((file) => file.endsWith(".sql")).sort()) {
    hash.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}
