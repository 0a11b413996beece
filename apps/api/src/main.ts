import { buildApp } from "./app.js";
import { openDatabase } from "./db/client.js";
import { seed } from "./db/seed.js";
import { seedSets } from "./db/seed-sets.js";
import { readEnv } from "./env.js";
import { trustAnyProxyWarning } from "./http/client-address.js";

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
// Replicas starting together on one PostgreSQL server take turns: the first migrates and seeds, the rest find it done.
const applied = await database.withStartupLock(async () => {
  await database.migrate();
  return seed(database.db, seedSets);
});
const app = await buildApp({ env, database });
if (env.TRUST_PROXY === true) app.log.warn(trustAnyProxyWarning);
if (applied.length > 0) app.log.info({ applied }, "seeded the database");

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Ignitest is up on http://localhost:${env.PORT} (database: ${database.kind})`);

// Graceful shutdown: stop taking connections, finish the ones in flight, close the database.
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
