import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../db/seed.js";
import { seedSets } from "../seed-sets.js";
import { createTestApp } from "../test/test-app.js";
import { createAbuseClient } from "./abuse-client.js";
import { signUpHostileAccount } from "./abuse-session.js";
import type { AbuseContext } from "./suites/context.js";
import { describeGeneratedInputs } from "./suites/generated-inputs.js";
import { describeInjections } from "./suites/injections.js";
import { describeMalformedRequests } from "./suites/malformed-requests.js";
import { describePagingAndIds } from "./suites/paging-and-ids.js";
import { describeRouteCoverage } from "./suites/route-coverage.js";

/**
 * The abuse suite (issue 8, item 4): every endpoint of the API, found in the
 * app's own router and listed in src/abuse/endpoints, gets bad input of every
 * kind. Every answer must be the one its contract promises, a clear 4xx for
 * anything it refuses, never a 5xx, and the server must still be healthy at
 * the end. One app for the whole file: the request count covers every suite.
 */
let context: AbuseContext | undefined;
let close: (() => Promise<void>) | undefined;
const getContext = () => {
  if (!context) throw new Error("the abuse app did not start");
  return context;
};

beforeAll(async () => {
  // Behind a proxy on 127.0.0.1 (inject()'s peer): the client speaks for a new address each request
  // (abuse-client.ts), so per-IP limits do not end the suite early.
  const testApp = await createTestApp({ trustProxy: "127.0.0.1" });
  close = testApp.close;
  await seed(testApp.database.db, seedSets);
  const client = createAbuseClient(testApp.app);
  const session = await signUpHostileAccount(testApp.app, client);
  client.useSession(session.record.access_token);
  context = { app: testApp.app, database: testApp.database, client, session };
}, 60_000);

afterAll(async () => {
  // The one line to quote: how much abuse the API took, and how many 5xx it answered.
  if (context) process.stdout.write(`${context.client.summary()}\n`);
  await close?.();
});

describeRouteCoverage(getContext);
describeMalformedRequests(getContext);
describePagingAndIds(getContext);
describeInjections(getContext);
describeGeneratedInputs(getContext);

describe("after the abuse", () => {
  it("the server is still healthy and never answered a 5xx", async () => {
    const { client } = getContext();
    const health = await client.send({ method: "GET", url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok", database: "up" });
    expect(client.serverErrors).toEqual([]);
    expect(client.requests).toBeGreaterThan(2_000);
  });
});
