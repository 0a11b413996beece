import { createServer } from "node:http";
import type { Registry } from "prom-client";
import type { ReadinessState } from "./readiness.js";

/**
 * The operations listener on METRICS_PORT (127.0.0.1 by default), apart from
 * the public port so neither answer can be reached from the site:
 * - GET /metrics: Prometheus text format;
 * - GET /readyz: 200 once migrations and seeding are done and while the
 *   replica can write (the database and its disk, ./readiness.ts), else 503
 *   with the reason (what the load balancer's health check reads).
 * It starts before migrations, so a replica that is still migrating is seen
 * as "not ready" rather than "down".
 */
export function startOpsServer(options: {
  port: number;
  host: string;
  registry: Registry;
  /** True once the app is migrated, seeded and listening. */
  started: () => boolean;
  /** Whether the replica can store what it is sent (createReadiness().check). */
  ready: () => Promise<ReadinessState>;
}) {
  const server = createServer(async (request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    if (path === "/metrics") {
      const body = await options.registry.metrics();
      response.writeHead(200, { "content-type": options.registry.contentType, "cache-control": "no-store" }).end(body);
      return;
    }
    if (path === "/readyz") {
      const state: ReadinessState = options.started() ? await options.ready() : { ready: false, reason: "starting" };
      const reason = state.ready ? null : state.reason;
      const body = JSON.stringify(reason ? { status: "not ready", reason } : { status: "ready" });
      response
        .writeHead(reason ? 503 : 200, { "content-type": "application/json", "cache-control": "no-store" })
        .end(body);
      return;
    }
    response.writeHead(404, { "content-type": "application/json" }).end('{"status":"not found"}');
  });
  return new Promise<typeof server>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve(server));
  });
}
