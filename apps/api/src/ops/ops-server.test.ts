import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import type { DatabaseHandle } from "../db/client.js";
import { openTestDatabase } from "../test/test-database.js";
import { testEnv } from "../test/test-env.js";
import { createMetrics } from "./metrics.js";
import { startOpsServer } from "./ops-server.js";

describe("the metrics and readiness listener", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let ops: Awaited<ReturnType<typeof startOpsServer>>;
  let origin: string;
  let started = false;
  let databaseUp = true;
  beforeAll(async () => {
    database = await openTestDatabase();
    const metrics = createMetrics(database);
    ops = await startOpsServer({
      port: 0,
      host: "127.0.0.1",
      registry: metrics.registry,
      started: () => started,
      ready: async () => (databaseUp ? { ready: true } : { ready: false, reason: "database cannot write (53100)" }),
    });
    origin = `http://127.0.0.1:${(ops.address() as AddressInfo).port}`;
    app = await buildApp({ env: testEnv(), database, logger: false, metrics });
    await app.ready();
  });
  afterAll(async () => {
    ops.close();
    await app.close();
    await database.close();
  });

  it("answers /readyz 503 until started, 200 then, and 503 with the reason while the replica cannot write", async () => {
    const starting = await fetch(`${origin}/readyz`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: "not ready", reason: "starting" });
    started = true;
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
    databaseUp = false;
    const down = await fetch(`${origin}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "not ready", reason: "database cannot write (53100)" });
    databaseUp = true;
  });

  it("serves Prometheus text: requests per route and status, latency, outbox depth and dead entries", async () => {
    await app.inject({ method: "GET", url: "/healthz" });
    await app.inject({ method: "GET", url: "/no/such/path" });
    const response = await fetch(`${origin}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/healthz"/);
    for (const name of ["outbox_pending_entries", "outbox_oldest_due_age_seconds", "outbox_dead_entries"]) {
      expect(text).toMatch(new RegExp(`^${name} \\d`, "m"));
    }
  });

  it("is not served on the public port", async () => {
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(404);
  });
});
