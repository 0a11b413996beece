import { formPaths } from "@ignitest/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import type { DatabaseHandle } from "../db/client.js";
import { readEnv } from "../env.js";
import { FORM_SUBMISSIONS_PER_MINUTE } from "../modules/forms/demo-requests.js";
import { openTestDatabase } from "../test/test-database.js";

/** The load balancer's address, as the API sees the connection. */
const balancer = "10.0.0.5";

describe("TRUST_PROXY: whose X-Forwarded-For gives the client address", () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  /** Posts as one client that puts a new made-up address in X-Forwarded-For every time; the balancer appends the real one. */
  async function spoofingClientStatuses(trustProxy: string | undefined) {
    database = await openTestDatabase();
    const env = readEnv({ SITE_DIR: "", LOG_LEVEL: "silent", ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
    const app = await buildApp({ env, database, logger: false });
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= FORM_SUBMISSIONS_PER_MINUTE + 1; attempt += 1) {
      const response = await app.inject({
        method: "POST",
        url: formPaths.demoRequests,
        remoteAddress: balancer,
        headers: { "x-forwarded-for": `198.51.100.${attempt}, 203.0.113.7` },
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    await app.close();
    return statuses;
  }

  it("set to the balancer's subnet, limits the real client however it fills in the header", async () => {
    const statuses = await spoofingClientStatuses("10.0.0.0/8");
    expect(statuses.slice(0, FORM_SUBMISSIONS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("left at the default (any proxy), takes the client's own entry, so a spoofer is never limited", async () => {
    const statuses = await spoofingClientStatuses(undefined);
    expect(statuses.every((status) => status === 400)).toBe(true);
  });

  it("rejects a value that is not true, false or proxy addresses", () => {
    expect(readEnv({ TRUST_PROXY: "10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toBe("10.0.0.0/8,fd00::/8");
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: "10.0.0.0/8; x" })).toThrow(/TRUST_PROXY/);
  });
});
