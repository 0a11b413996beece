import { randomUUID } from "node:crypto";
import { docsFeedbackPath, FormSubmittedSchema, formPaths } from "@ignitest/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { contactMessages, docsFeedback, idempotencyKeys } from "../db/schema/index.js";
import { solveCaptcha } from "../test/solve-captcha.js";
import { failWrites } from "../test/storage-faults.js";
import { createTestApp } from "../test/test-app.js";
import { testEnv } from "../test/test-env.js";
import { idempotentRoutes, KEY_FORMAT_MESSAGE, KEY_REUSED_MESSAGE } from "./idempotency.js";

let sequence = 0;
/** A docs page no other test writes feedback for. */
function uniquePath(): string {
  sequence += 1;
  return `/docs/configuration/idempotency-${Date.now().toString(36)}${sequence}`;
}

describe("Idempotency-Key on the POSTs that store something", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: "127.0.0.1" });
  });
  afterAll(() => t.close());

  let client = 0;
  const post = (url: string, payload: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: "POST",
      url,
      // Each call from its own address: the routes' rate limits stay out of the way.
      headers: {
        "x-forwarded-for": `10.77.${Math.floor(++client / 250)}.${client % 250}`,
        ...(key ? { "idempotency-key": key } : {}),
      },
      payload,
    });
  const feedbackRows = (path: string) => t.database.db.select().from(docsFeedback).where(eq(docsFeedback.path, path));

  it("covers forms, sign-up, progress, exam attempts and submissions, docs feedback and downloads: POST routes all", () => {
    expect(idempotentRoutes.size).toBe(8);
    for (const url of idempotentRoutes) expect(t.app.hasRoute({ method: "POST", url }), url).toBe(true);
  });

  it("answers the same key and body with the first answer, and stores nothing new", async () => {
    const path = uniquePath();
    const key = randomUUID();
    const first = await post(docsFeedbackPath, { path, helpful: true, comment: "Clear." }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await post(docsFeedbackPath, { comment: "Clear.", helpful: true, path }, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await feedbackRows(path)).toHaveLength(1);
  });

  it("refuses the same key with another body (422) and stores nothing", async () => {
    const path = uniquePath();
    const key = randomUUID();
    expect((await post(docsFeedbackPath, { path, helpful: true }, key)).statusCode).toBe(201);
    const other = await post(docsFeedbackPath, { path, helpful: false }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ statusCode: 422, message: KEY_REUSED_MESSAGE });
    expect(await feedbackRows(path)).toEqual([expect.objectContaining({ helpful: true })]);
  });

  it("stores each request without a key, as before", async () => {
    const path = uniquePath();
    await post(docsFeedbackPath, { path, helpful: true });
    await post(docsFeedbackPath, { path, helpful: true });
    expect(await feedbackRows(path)).toHaveLength(2);
  });

  it.each([["x".repeat(256)], ["with space"], ["naïve"]])("answers a malformed key %j 400", async (key) => {
    const path = uniquePath();
    const response = await post(docsFeedbackPath, { path, helpful: true }, key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: KEY_FORMAT_MESSAGE });
    expect(await feedbackRows(path)).toHaveLength(0);
  });

  it("keeps no answer a storage error gave: the retry with the same key stores it", async () => {
    const path = uniquePath();
    const key = randomUUID();
    const undo = await failWrites(t.database.db, "docs_feedback", "53100");
    try {
      expect((await post(docsFeedbackPath, { path, helpful: true }, key)).statusCode).toBe(503);
    } finally {
      await undo();
    }
    const retry = await post(docsFeedbackPath, { path, helpful: true }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(await feedbackRows(path)).toHaveLength(1);
  });

  it("forgets a key after 24 hours", async () => {
    const path = uniquePath();
    const key = randomUUID();
    expect((await post(docsFeedbackPath, { path, helpful: true }, key)).statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await post(docsFeedbackPath, { path, helpful: true }, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers["idempotent-replayed"]).toBeUndefined();
    expect(await feedbackRows(path)).toHaveLength(2);
  });

  it("replays a contact message: one row, the same reference, no second captcha check", async () => {
    const email = `idempotent-${randomUUID()}@example.com`;
    const body = {
      name: "Grace Hopper",
      email,
      company: "",
      topic: "Partnerships",
      message: "We would like to resell Ignitest in Canada.",
      captcha: await solveCaptcha(t.app, "contact-message"),
    };
    const key = randomUUID();
    const first = await post(formPaths.contactMessages, body, key);
    expect(first.statusCode).toBe(201);
    const again = await post(formPaths.contactMessages, body, key);
    expect(again.statusCode).toBe(201);
    expect(FormSubmittedSchema.parse(again.json())).toEqual(FormSubmittedSchema.parse(first.json()));
    const rows = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(1);
    // The same key on another route is another request.
    expect((await post(docsFeedbackPath, { path: uniquePath(), helpful: true }, key)).statusCode).toBe(201);
  });

  it("holds across replicas on one database: the same request to two at once is stored once", async () => {
    const other = await buildApp({
      env: testEnv({ TRUST_PROXY: "127.0.0.1" }),
      database: t.database,
      logger: false,
      mailInMemory: true,
    });
    await other.ready();
    try {
      const path = uniquePath();
      const key = randomUUID();
      const send = (app: typeof other) =>
        app.inject({
          method: "POST",
          url: docsFeedbackPath,
          headers: { "x-forwarded-for": "10.78.0.1", "idempotency-key": key },
          payload: { path, helpful: true },
        });
      const answers = await Promise.all([send(t.app), send(other)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The second either waited for the first's answer (a replay) or was told the first is still running.
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(statuses);
      expect((await send(other)).headers["idempotent-replayed"]).toBe("true");
      expect(await feedbackRows(path)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
