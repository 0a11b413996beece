import { docsFeedbackPath } from "@ignitest/contracts";
import { DrizzleQueryError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failWrites } from "../test/storage-faults.js";
import { createTestApp } from "../test/test-app.js";
import { onStorageFailure } from "./errors.js";
import { STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE, storageFault } from "./storage-errors.js";

describe("storage errors answer 503 with Retry-After, never 500", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const heard: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: "127.0.0.1" });
    onStorageFailure(t.app, (code) => heard.push(code));
  });
  afterAll(() => t.close());

  const send = (ip: string) =>
    t.app.inject({
      method: "POST",
      url: docsFeedbackPath,
      headers: { "x-forwarded-for": ip },
      payload: { path: "/docs/configuration/jenkins-integration", helpful: true },
    });

  for (const [what, sqlState] of [
    ["a full disk", "53100"],
    ["a read-only database", "25006"],
  ] as const) {
    it(`answers ${what} 503 with Retry-After and a clear message, and tells readiness`, async () => {
      const undo = await failWrites(t.database.db, "docs_feedback", sqlState);
      try {
        const response = await send(`10.9.${sqlState.slice(-2)}.1`);
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
        expect(response.json()).toEqual({
          statusCode: 503,
          error: "Service Unavailable",
          message: STORAGE_UNAVAILABLE_MESSAGE,
        });
        expect(heard.at(-1)).toBe(sqlState);
      } finally {
        await undo();
      }
      expect((await send(`10.9.${sqlState.slice(-2)}.2`)).statusCode).toBe(201);
    });
  }

  it("answers a lost database connection 503", async () => {
    const gone = await createTestApp();
    await gone.database.close();
    const response = await gone.app.inject({
      method: "POST",
      url: docsFeedbackPath,
      payload: { path: "/docs/configuration/jenkins-integration", helpful: false },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    await gone.app.close();
  });
});

describe("storageFault", () => {
  const wrapped = (cause: unknown) => new DrizzleQueryError("insert into demo_requests …", ["x"], cause as Error);

  it.each([
    ["a full disk (Node)", Object.assign(new Error("write failed"), { code: "ENOSPC" }), "ENOSPC"],
    ["a read-only file system", Object.assign(new Error("open failed"), { code: "EROFS" }), "EROFS"],
    [
      "a full disk (PostgreSQL)",
      wrapped(Object.assign(new Error("could not extend file"), { code: "53100" })),
      "53100",
    ],
    ["a standby", wrapped(Object.assign(new Error("read-only transaction"), { code: "25006" })), "25006"],
    ["a server shutting down", wrapped(Object.assign(new Error("terminating connection"), { code: "57P01" })), "57P01"],
    ["a dropped connection", wrapped(new Error("Connection terminated unexpectedly")), "STORAGE_UNAVAILABLE"],
    [
      "a refused connection",
      wrapped(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      "ECONNREFUSED",
    ],
  ])("finds %s", (_what, error, code) => {
    expect(storageFault(error)).toEqual({ code });
  });

  it.each([
    ["a unique violation", wrapped(Object.assign(new Error("duplicate key"), { code: "23505" }))],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    ["not an error", "text"],
  ])("leaves %s alone", (_what, error) => {
    expect(storageFault(error)).toBeUndefined();
  });
});
