import {
  ApiErrorSchema,
  DOCS_FEEDBACK_COMMENT_MAX_LENGTH,
  DOCS_FEEDBACK_PER_MINUTE,
  DocsFeedbackStoredSchema,
  docsFeedbackPath,
} from "@ignitest/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docsFeedback } from "../../db/schema/index.js";
import { createTestApp } from "../../test/test-app.js";
import { randomIp } from "../../test/test-values.js";

/** A page path no other test (or a shared TEST_DATABASE_URL run) writes to. */
let sequence = 0;
function uniquePath(): string {
  sequence += 1;
  return `/docs/configuration/jenkins-integration-${Date.now().toString(36)}${sequence}`;
}

describe(`POST ${docsFeedbackPath}`, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Behind a proxy on 127.0.0.1 (inject()'s peer), so each test can speak for its own client address.
    t = await createTestApp({ trustProxy: "127.0.0.1" });
  });
  afterAll(() => t.close());

  const post = (payload: unknown, ip = randomIp()) =>
    t.app.inject({
      method: "POST",
      url: docsFeedbackPath,
      headers: { "x-forwarded-for": ip },
      payload: payload as Record<string, unknown>,
    });
  const rowsFor = (path: string) => t.database.db.select().from(docsFeedback).where(eq(docsFeedback.path, path));

  it("stores a yes with its trimmed comment and answers 201 with the row's id", async () => {
    const path = uniquePath();
    const response = await post({ path, helpful: true, comment: "  The Jenkins steps worked first time.  " });
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { status, id } = DocsFeedbackStoredSchema.parse(response.json());
    expect(status).toBe("Success");
    expect(await rowsFor(path)).toEqual([
      { id, path, helpful: true, comment: "The Jenkins steps worked first time.", createdAt: expect.any(Date) },
    ]);
  });

  it("stores a no without a comment, and treats a blank comment as none", async () => {
    const path = uniquePath();
    expect((await post({ path, helpful: false })).statusCode).toBe(201);
    expect((await post({ path, helpful: false, comment: "   " })).statusCode).toBe(201);
    const rows = await rowsFor(path);
    expect(rows.map(({ helpful, comment }) => ({ helpful, comment }))).toEqual([
      { helpful: false, comment: null },
      { helpful: false, comment: null },
    ]);
  });

  it.each([
    ["path", { path: "/blogs/flaky-tests-causes-and-fixes" }, "Name the docs page"],
    ["path", { path: "/docs/configuration" }, "Name the docs page"],
    ["path", { path: "/docs/Configuration/../secrets" }, "Name the docs page"],
    ["path", { path: undefined }, "Name the docs page"],
    ["helpful", { helpful: "yes" }, "Answer yes or no"],
    ["helpful", { helpful: undefined }, "Answer yes or no"],
    [
      "comment",
      { comment: "x".repeat(DOCS_FEEDBACK_COMMENT_MAX_LENGTH + 1) },
      "Keep the comment under 1000 characters",
    ],
    ["comment", { comment: 42 }, "Write the comment as text"],
  ])("rejects an invalid %s with a 400 naming the field, and stores nothing (%j)", async (field, change, message) => {
    const path = uniquePath();
    const response = await post({ path, helpful: true, ...change });
    expect(response.statusCode).toBe(400);
    const issue = ApiErrorSchema.parse(response.json()).issues?.find((candidate) => candidate.path === field);
    expect(issue?.message).toContain(message);
    expect(await rowsFor(path)).toHaveLength(0);
  });

  it("names the problem in the message a client can show", async () => {
    const response = await post({ path: uniquePath(), helpful: true, comment: "x".repeat(1001) });
    expect(ApiErrorSchema.parse(response.json()).message).toBe("comment: Keep the comment under 1000 characters");
  });

  it("accepts a comment of exactly the maximum length", async () => {
    const path = uniquePath();
    const comment = "y".repeat(DOCS_FEEDBACK_COMMENT_MAX_LENGTH);
    expect((await post({ path, helpful: true, comment })).statusCode).toBe(201);
    expect((await rowsFor(path))[0]?.comment).toBe(comment);
  });

  it("rejects fields it does not know", async () => {
    const path = uniquePath();
    const response = await post({ path, helpful: true, email: "reader@example.com" });
    expect(response.statusCode).toBe(400);
    expect(await rowsFor(path)).toHaveLength(0);
  });

  it("answers 400, not 500, to malformed JSON and to a body that is not JSON", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: docsFeedbackPath,
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      payload: '{"path": "/docs/a/b", "helpful": tru',
    });
    expect(malformed.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(malformed.json()).message).toBe("The request body is not valid JSON.");

    const array = await post([{ path: uniquePath(), helpful: true }]);
    expect(array.statusCode).toBe(400);

    const text = await t.app.inject({
      method: "POST",
      url: docsFeedbackPath,
      headers: { "content-type": "text/plain", "x-forwarded-for": randomIp() },
      payload: "helpful",
    });
    // The API takes JSON only (src/http/request-guards.ts).
    expect(text.statusCode).toBe(415);
    expect(ApiErrorSchema.parse(text.json()).message).toBe("Unsupported content type; send application/json.");
  });

  it(`answers 429 past ${DOCS_FEEDBACK_PER_MINUTE} answers a minute from one address, and stores nothing more`, async () => {
    const ip = randomIp();
    for (let i = 0; i < DOCS_FEEDBACK_PER_MINUTE; i++) {
      expect((await post({ path: uniquePath(), helpful: true }, ip)).statusCode).toBe(201);
    }
    const path = uniquePath();
    const limited = await post({ path, helpful: true }, ip);
    expect(limited.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(limited.json()).message).toBe("Too many requests, try again in a minute.");
    expect(await rowsFor(path)).toHaveLength(0);
    // Another reader is not affected.
    expect((await post({ path, helpful: true })).statusCode).toBe(201);
  });
});
