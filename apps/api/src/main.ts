import { buildApp } from "./app.js";
import { openDatabase } from "./db/client.js";
import { seed } from "./db/seed.js";
import { readEnv } from "./env.js";
import { trustAnyProxyWarning } from "./http/client-address.js";
import { onStorageFailure } from "./http/errors.js";
import { createMetrics } from "./ops/metrics.js";
import { startOpsServer } from "./ops/ops-server.js";
import { createReadiness } from "./ops/readiness.js";
import { failStart } from "./ops/start-failure.js";
import { seedSets } from "./seed-sets.js";

// A failed start says why in its first line (failStart), not under a stack trace.
process.once("uncaughtException", failStart);
process.once("unhandledRejection", failStart);

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const metrics = createMetrics(database);
// Ready means able to write: the database, and DATA_DIR's disk when state lives there (src/ops/readiness.ts).
const readiness = createReadiness({
  database,
  folders: env.DATABASE_URL && env.SMTP_URL ? [] : [env.DATA_DIR],
});
let started = false;
// Listening before migrating: the balancer sees "not ready" (503) instead of a refused connection.
const ops =
  env.METRICS_PORT === undefined
    ? null
    : await startOpsServer({
        port: env.METRICS_PORT,
        host: env.METRICS_HOST,
        registry: metrics.registry,
        started: () => started,
        ready: () => readiness.check(),
      });
// Replicas starting together on one PostgreSQL server take turns: the first migrates and seeds, the rest find it done.
const applied = await database.withStartupLock(async () => {
  await database.migrate();
  return seed(database.db, seedSets);
});
const app = await buildApp({ env, database, metrics });
onStorageFailure(app, readiness.reportStorageFailure);
if (env.TRUST_PROXY === true) app.log.warn(trustAnyProxyWarning);
if (applied.length > 0) app.log.info({ applied }, "seeded the database");

await app.listen({ port: env.PORT, host: env.HOST });
started = true;
process.removeListener("uncaughtException", failStart);
process.removeListener("unhandledRejection", failStart);
app.log.info(`Ignitest is up on http://localhost:${env.PORT} (database: ${database.kind})`);
if (ops) app.log.info(`metrics and readiness on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics and /readyz`);

// Graceful shutdown: stop taking connections, finish the ones in flight, close the database.
let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Not ready first, so the balancer stops sending while the app finishes what it has.
    started = false;
    await app.close();
    ops?.close();
    await database.close();
    process.exit(0);
  });
}
