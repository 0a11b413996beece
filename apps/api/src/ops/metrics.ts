import type { FastifyInstance } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client.js";
import { outboxStats } from "../outbox/outbox-data.js";
import type { OutboxEvents } from "../outbox/outbox-worker.js";

/**
 * The Prometheus metrics of one replica (docs/deploy.md, "Metrics and
 * readiness"), served only on the METRICS_PORT listener (ops-server.ts).
 * Outbox gauges are read from the database at scrape time: they are the same
 * on every replica, as they describe the shared queue.
 */
export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer, by method, route pattern and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const mails = new Counter({
    name: "mails_total",
    help: "E-mails handed to the mail transport, by result (sent, failed)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const outboxSends = new Counter({
    name: "outbox_attempts_total",
    help: "Outbox delivery attempts of this replica, by kind and result (sent, retry, dead)",
    labelNames: ["kind", "result"] as const,
    registers: [registry],
  });
  const gauge = (name: string, help: string, read: (g: Gauge) => Promise<void> | void, labels: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames: labels,
      registers: [registry],
      async collect() {
        await read(this);
      },
    });
  let stats: Promise<Awaited<ReturnType<typeof outboxStats>>> | null = null;
  // One query per scrape for the four outbox gauges.
  const readStats = () => {
    stats ??= outboxStats(database.db).finally(() => setTimeout(() => (stats = null), 0));
    return stats;
  };
  gauge("outbox_pending_entries", "Outbox entries not yet sent (due now or waiting for a retry)", async (g) =>
    g.set((await readStats()).pending),
  );
  gauge("outbox_due_entries", "Outbox entries due now", async (g) => g.set((await readStats()).due));
  gauge("outbox_oldest_due_age_seconds", "Age of the oldest outbox entry that is due", async (g) =>
    g.set((await readStats()).oldestDueSeconds),
  );
  gauge("outbox_dead_entries", "Outbox entries given up after 24 h (need a person)", async (g) =>
    g.set((await readStats()).dead),
  );
  gauge(
    "db_pool_connections",
    "node-postgres pool connections by state (total, idle, waiting clients, max); absent on PGlite",
    (g) => {
      const pool = database.poolStats?.();
      if (!pool) return;
      for (const [state, value] of Object.entries(pool)) g.set({ state }, value);
    },
    ["state"],
  );

  const outboxEvents: OutboxEvents = {
    onSent: (entry) => outboxSends.inc({ kind: entry.kind, result: "sent" }),
    onFailed: (entry, dead) => outboxSends.inc({ kind: entry.kind, result: dead ? "dead" : "retry" }),
  };

  return {
    registry,
    outboxEvents,
    /** Counts every answer of `app` and every mail its mailer sends. */
    instrument(app: FastifyInstance) {
      app.addHook("onResponse", async (request, reply) => {
        // The route pattern, never the raw URL: unknown paths would make a label per URL.
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? "unmatched",
          status: String(reply.statusCode),
        };
        requests.inc(labels);
        latency.observe(labels, reply.elapsedTime / 1000);
      });
      app.addHook("onReady", async () => {
        const send = app.mailer.send.bind(app.mailer);
        app.mailer.send = async (message) => {
          try {
            await send(message);
            mails.inc({ result: "sent" });
          } catch (error) {
            mails.inc({ result: "failed" });
            throw error;
          }
        };
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
