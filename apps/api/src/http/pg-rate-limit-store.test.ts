import { DOCS_FEEDBACK_PER_MINUTE, docsFeedbackPath } from "@ignitest/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import type { DatabaseHandle } from "../db/client.js";
import { openTestDatabase } from "../test/test-database.js";
import { testEnv } from "../test/test-env.js";
import { incrementCounter, readCounter, sweepCounters } from "./pg-rate-limit-store.js";

/**
 * The shared rate-limit store, on PGlite and (with TEST_DATABASE_URL) on
 * PostgreSQL: two apps on one database stand for two replicas.
 */
describe("rate limits shared through the database", () => {
  let database: DatabaseHandle;
  let replicas: FastifyInstance[];
  beforeAll(async () => {
    database = await openTestDatabase();
    replicas = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          env: testEnv({ TRUST_PROXY: "127.0.0.1" }),
          database,
          logger: false,
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(replicas.map((app) => app.close()));
    await database.close();
  });

  it("counts hits in one window, restarts the count after it, and reads without counting", async () => {
    const key = `test ${Math.random()}`;
    expect(await readCounter(database.db, key)).toEqual({ hits: 0, ttl: 0 });
    const first = await incrementCounter(database.db, key, 60_000);
    expect(first.hits).toBe(1);
    expect(first.ttl).toBeGreaterThan(55_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await incrementCounter(database.db, key, 60_000)).hits).toBe(2);
    expect((await readCounter(database.db, key)).hits).toBe(2);

    const short = `short ${Math.random()}`;
    await incrementCounter(database.db, short, 50);
    await incrementCounter(database.db, short, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await readCounter(database.db, short)).toEqual({ hits: 0, ttl: 0 });
    expect((await incrementCounter(database.db, short, 50)).hits).toBe(1);
  });

  it("counts concurrent hits exactly (one atomic upsert each)", async () => {
    const key = `burst ${Math.random()}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => incrementCounter(database.db, key, 60_000)));
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it("sweeps closed windows and keeps open ones", async () => {
    const closed = `closed ${Math.random()}`;
    const open = `open ${Math.random()}`;
    await incrementCounter(database.db, closed, 1);
    await incrementCounter(database.db, open, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sweepCounters(database.db);
    const keys = await database.db.execute(sql`select key from rate_limit_counters where key in (${closed}, ${open})`);
    expect((keys as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual([open]);
  });

  it(`holds a form's per-address limit across replicas: hits alternate, the ${DOCS_FEEDBACK_PER_MINUTE + 1}th is 429`, async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const post = (app: FastifyInstance, i: number) =>
      app.inject({
        method: "POST",
        url: docsFeedbackPath,
        headers: { "x-forwarded-for": ip },
        payload: { path: `/docs/configuration/shared-limit-${Date.now().toString(36)}${i}`, helpful: true },
      });
    const statuses: number[] = [];
    for (let i = 0; i <= DOCS_FEEDBACK_PER_MINUTE; i++) {
      const replica = replicas[i % 2] as FastifyInstance;
      statuses.push((await post(replica, i)).statusCode);
    }
    expect(statuses).toEqual([...Array(DOCS_FEEDBACK_PER_MINUTE).fill(201), 429]);
    // Both replicas now refuse this address.
    expect((await post(replicas[0] as FastifyInstance, 100)).statusCode).toBe(429);
    expect((await post(replicas[1] as FastifyInstance, 101)).statusCode).toBe(429);
  });

  it("limits the catalogue's POST searches per address, across replicas", async () => {
    const limited = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          env: testEnv({ TRUST_PROXY: "127.0.0.1", SEARCHES_PER_MINUTE: 3 }),
          database,
          logger: false,
        });
        await app.ready();
        return app;
      }),
    );
    try {
      const ip = "10.8.7.6";
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await (limited[i % 2] as FastifyInstance).inject({
          method: "POST",
          url: "/v1/public/nlp-details/search",
          headers: { "x-forwarded-for": ip },
          payload: { key: `click${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The other search has its own count.
      const other = await (limited[0] as FastifyInstance).inject({
        method: "POST",
        url: "/v1/public/categories/search",
        headers: { "x-forwarded-for": ip },
        payload: { key: "click" },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await Promise.all(limited.map((app) => app.close()));
    }
  });
});
