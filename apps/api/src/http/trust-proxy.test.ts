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

  it("left at the default (no proxy), keys on the connection, so a rotating header changes nothing", async () => {
    const statuses = await spoofingClientStatuses(undefined);
    expect(statuses.slice(0, FORM_SUBMISSIONS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("set to true, takes the entry the connecting proxy appended, never the client-written leftmost", async () => {
    const statuses = await spoofingClientStatuses("true");
    expect(statuses.slice(0, FORM_SUBMISSIONS_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("gives request.ip as the address the trusted hop saw, for each setting", async () => {
    database = await openTestDatabase();
    const ipFor = async (trustProxy: string | undefined, forwardedFor: string) => {
      const env = readEnv({ SITE_DIR: "", LOG_LEVEL: "silent", ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
      const app = await buildApp({ env, database: database as DatabaseHandle, logger: false });
      app.get("/whoami", async (request) => ({ ip: request.ip }));
      const response = await app.inject({
        url: "/whoami",
        remoteAddress: balancer,
        headers: { "x-forwarded-for": forwardedFor },
      });
      await app.close();
      return response.json<{ ip: string }>().ip;
    };
    // A client that names its victim first: the balancer appends the client's real address.
    const header = "192.0.2.10, 203.0.113.7";
    expect(await ipFor(undefined, header)).toBe(balancer);
    expect(await ipFor("false", header)).toBe(balancer);
    expect(await ipFor("true", header)).toBe("203.0.113.7");
    expect(await ipFor("10.0.0.0/8", header)).toBe("203.0.113.7");
    // Two trusted hops (CDN edge 10.1.1.1 appended by the balancer): still the client, not the edge.
    expect(await ipFor("10.0.0.0/8", "192.0.2.10, 203.0.113.7, 10.1.1.1")).toBe("203.0.113.7");
  });

  it("defaults to trusting no proxy and to listening on loopback", () => {
    const env = readEnv({});
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.HOST).toBe("127.0.0.1");
    expect(readEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("rejects a value that is not true, false or proxy addresses", () => {
    expect(readEnv({ TRUST_PROXY: "10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toBe("10.0.0.0/8,fd00::/8");
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY/);
    expect(() => readEnv({ TRUST_PROXY: "10.0.0.0/8; x" })).toThrow(/TRUST_PROXY/);
  });
});
