import { accountsPaths, CaptchaChallengeSchema } from "@ignitest/contracts";
import type { Challenge } from "altcha-lib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.js";
import { registerErrorHandler } from "../../http/errors.js";
import { createClock } from "../../test/clock.js";
import { solveCaptcha, solveChallengePayload, testCaptchaDifficulty } from "../../test/solve-captcha.js";
import { openTestDatabase } from "../../test/test-database.js";
import { testEnv } from "../../test/test-env.js";
import { registerCaptcha, verifyCaptcha } from "./index.js";

/** The default limit (SITE_KEYS_PER_MINUTE in src/env.ts). */
const siteKeysPerMinute = testEnv().SITE_KEYS_PER_MINUTE;

describe("captcha (ALTCHA proof of work)", () => {
  let database: DatabaseHandle;
  const clock = createClock();
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    database = await openTestDatabase();
    registerErrorHandler(app);
    registerCaptcha(app, { db: database.db, env: testEnv(), now: clock.now, difficulty: testCaptchaDifficulty });
    // A form route as another module would write it.
    app.post("/form", async (request) => {
      await verifyCaptcha(app, (request.body as { captcha?: unknown }).captcha, "contact-message");
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const submit = (captcha: unknown) => app.inject({ method: "POST", url: "/form", payload: { captcha } });

  it("site-key answers a signed, uncached challenge that expires in 10 minutes", async () => {
    const response = await app.inject({ method: "POST", url: accountsPaths.siteKey, payload: { purpose: "signup" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = CaptchaChallengeSchema.parse(response.json());
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((challenge.parameters.expiresAt ?? 0) * 1000 - clock.now().getTime()).toBeGreaterThan(599_000);
    expect((challenge.parameters.expiresAt ?? 0) * 1000 - clock.now().getTime()).toBeLessThanOrEqual(600_000);
  });

  it("accepts a solved challenge once, and refuses the replay", async () => {
    const payload = await solveCaptcha(app, "contact-message");
    expect((await submit(payload)).statusCode).toBe(200);
    const replay = await submit(payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: "This captcha was already used. Solve it again." });
  });

  it("accepts a sign-up solution once on email/exists and once on signup, and nowhere else", async () => {
    const payload = await solveCaptcha(app, "signup");
    await expect(app.captcha.verify(payload, "email-exists")).resolves.toBeUndefined();
    await expect(app.captcha.verify(payload, "signup")).resolves.toBeUndefined();
    await expect(app.captcha.verify(payload, "signup")).rejects.toMatchObject({ code: "CAPTCHA_FAILED" });
    for (const call of ["demo-request", "contact-message", "signin"] as const) {
      await expect(app.captcha.verify(payload, call)).rejects.toMatchObject({
        code: "CAPTCHA_FAILED",
        message: "This captcha was solved for another form. Solve it again.",
      });
    }
  });

  it("binds the purpose into the signed challenge: a solution for one form fails every other", async () => {
    const demo = await solveCaptcha(app, "demo-request");
    const refused = await submit(demo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: "This captcha was solved for another form. Solve it again." });
    await expect(app.captcha.verify(demo, "demo-request")).resolves.toBeUndefined();

    // Rewriting the purpose in the solved payload breaks the challenge's signature.
    const decoded = JSON.parse(Buffer.from(await solveCaptcha(app, "demo-request"), "base64").toString());
    decoded.challenge.parameters.data = { purpose: "contact-message" };
    const forged = await submit(Buffer.from(JSON.stringify(decoded)).toString("base64"));
    expect(forged.json()).toMatchObject({ message: "The captcha answer is not valid. Solve the captcha again." });
  });

  it("site-key asks what the challenge is for, with a clear 400", async () => {
    for (const payload of [undefined, {}, { purpose: "everything" }]) {
      const response = await app.inject({
        method: "POST",
        url: accountsPaths.siteKey,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("refuses a solution after the challenge's 10 minutes", async () => {
    const payload = await solveCaptcha(app, "contact-message");
    clock.advance(10 * 60 * 1000 + 1000);
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "The captcha has expired. Solve it again." });
  });

  it("refuses a wrong solution and a tampered challenge", async () => {
    const response = await app.inject({
      method: "POST",
      url: accountsPaths.siteKey,
      payload: { purpose: "contact-message" },
    });
    const challenge = response.json() as Challenge;
    const decoded = JSON.parse(Buffer.from(await solveChallengePayload(challenge), "base64").toString());

    // A derived key that was not computed from the challenge (last hex digit changed).
    const key: string = decoded.solution.derivedKey;
    const forgedKey = `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}`;
    const wrong = { ...decoded, solution: { ...decoded.solution, derivedKey: forgedKey } };
    expect((await submit(Buffer.from(JSON.stringify(wrong)).toString("base64"))).json()).toMatchObject({
      statusCode: 400,
      message: "The captcha answer is not valid. Solve the captcha again.",
    });

    // Cheaper work claimed in the parameters breaks the signature.
    const tampered = {
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, cost: 1 } },
    };
    expect((await submit(Buffer.from(JSON.stringify(tampered)).toString("base64"))).statusCode).toBe(400);
  });

  it.each([
    [undefined, "Complete the captcha."],
    ["", "Complete the captcha."],
    ["not base64 json", "The captcha answer is not valid. Solve the captcha again."],
    [Buffer.from('{"challenge":1}').toString("base64"), "The captcha answer is not valid. Solve the captcha again."],
    [42, "Complete the captcha."],
  ])("answers %j with a 400, never a 500", async (payload, message) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it("solves and verifies a challenge at production difficulty (timed)", async () => {
    const production = Fastify({ logger: false });
    registerCaptcha(production, { db: database.db, env: testEnv() });
    await production.ready();
    const started = performance.now();
    const payload = await solveCaptcha(production, "signup");
    const solveMs = performance.now() - started;
    const verifyStarted = performance.now();
    await expect(verifyCaptcha(production, payload, "signup")).resolves.toBeUndefined();
    const verifyMs = performance.now() - verifyStarted;
    console.info(
      `captcha at production difficulty: solved in ${solveMs.toFixed(0)} ms on one core, verified in ${verifyMs.toFixed(1)} ms`,
    );
    expect(verifyMs).toBeLessThan(200);
    await production.close();
  });
});

describe("site-key rate limit", () => {
  it(`answers 429 past ${siteKeysPerMinute} challenges a minute from one address, in the database all replicas share`, async () => {
    const database = await openTestDatabase();
    // Two replicas on one database: their counts add up.
    const replicas = [Fastify({ logger: false, trustProxy: true }), Fastify({ logger: false, trustProxy: true })];
    for (const replica of replicas) {
      registerErrorHandler(replica);
      registerCaptcha(replica, { db: database.db, env: testEnv(), difficulty: testCaptchaDifficulty });
      await replica.ready();
    }
    const ask = (index: number, ip: string) =>
      replicas[index % 2]?.inject({
        method: "POST",
        url: accountsPaths.siteKey,
        payload: { purpose: "signup" },
        headers: { "x-forwarded-for": ip },
      });
    try {
      for (let index = 0; index < siteKeysPerMinute; index += 1) {
        expect((await ask(index, "198.51.100.7"))?.statusCode).toBe(200);
      }
      const refused = await ask(siteKeysPerMinute, "198.51.100.7");
      expect(refused?.statusCode).toBe(429);
      expect(refused?.headers["retry-after"]).toBeDefined();
      expect((await ask(0, "198.51.100.8"))?.statusCode).toBe(200);
    } finally {
      for (const replica of replicas) await replica.close();
      await database.close();
    }
  });
});
