import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app.js";
import type { DatabaseHandle } from "../../../db/client.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { testEnv } from "../../../test/test-env.js";
import { searchLeaseHits } from "./search-limits.js";

/**
 * The searches' limit counted with leases (docs/decisions/091): two apps on one
 * database stand for two replicas, each taking several hits per write.
 */
describe("search limit with leased counts", () => {
  const limit = 40;
  const lease = searchLeaseHits(limit);
  const bound = 2 * lease;
  let database: DatabaseHandle;
  let replicas: FastifyInstance[];
  beforeAll(async () => {
    database = await openTestDatabase();
    replicas = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          env: testEnv({ TRUST_PROXY: "127.0.0.1", SEARCHES_PER_MINUTE: limit }),
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

  function search(app: FastifyInstance, ip: string, i: number) {
    return app.inject({
      method: "POST",
      url: "/v1/public/nlp-details/search",
      headers: { "x-forwarded-for": ip },
      payload: { key: `click${i}` },
    });
  }

  it("takes more than one hit per write", () => {
    expect(lease).toBeGreaterThan(1);
  });

  it("lets two replicas together allow at most limit + replicas × lease in a window, taking turns", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3 * limit; i++) {
      statuses.push((await search(replicas[i % 2] as FastifyInstance, "10.9.0.1", i)).statusCode);
    }
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeLessThanOrEqual(limit + bound);
    expect(allowed).toBeGreaterThanOrEqual(limit - bound);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });

  it("holds the same bound when both replicas are hit at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 3 * limit }, (_, i) => search(replicas[i % 2] as FastifyInstance, "10.9.0.2", i)),
    );
    const allowed = responses.filter((response) => response.statusCode === 200).length;
    expect(allowed).toBeLessThanOrEqual(limit + bound);
    expect(allowed).toBeGreaterThanOrEqual(limit - bound);
  });
});
