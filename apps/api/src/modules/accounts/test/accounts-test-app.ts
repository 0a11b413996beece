import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accountsPaths, type CaptchaPurpose, type LoginRecord, LoginRecordSchema } from "@ignitest/contracts";
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { trustProxyOption } from "../../../http/client-address.js";
import { registerErrorHandler } from "../../../http/errors.js";
import { readSentMail, registerMail } from "../../../mail/index.js";
import { createClock } from "../../../test/clock.js";
import { solveCaptcha, testCaptchaDifficulty } from "../../../test/solve-captcha.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { testEnv } from "../../../test/test-env.js";
import { randomIp, uniqueEmail } from "../../../test/test-values.js";
import { registerCaptcha } from "../../captcha/index.js";
import type { AccountsContext } from "../accounts-context.js";
import { registerAccounts } from "../index.js";

export const siteOrigin = "https://www.ignitest.example";

export const strongPassword = "violet-harbour-kettle-42";

/** The test app's JWT_SECRET, so a test can sign tokens with claims this service would never issue. */
export const testJwtSecret = "test-jwt-secret-of-at-least-32-characters";

/**
 * The accounts service on a fresh database (in-memory PGlite, or a new
 * database on TEST_DATABASE_URL's server), with the app's error handler, an outbox under a temp
 * DATA_DIR, and a fake clock for every expiry.
 */
export async function createAccountsTestApp(
  /** Registers more of the app (the academy) on the same instance and clock before it is ready. */
  extend?: (app: FastifyInstance, ctx: AccountsContext, clock: ReturnType<typeof createClock>) => Promise<void>,
) {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "ignitest-accounts-"));
  const clock = createClock();
  const app = Fastify({ logger: false, trustProxy: trustProxyOption(true), bodyLimit: 16 * 1024 });
  registerErrorHandler(app);
  registerMail(app, testEnv({ DATA_DIR: dataDir }));
  registerCaptcha(app, { db: database.db, env: testEnv(), now: clock.now, difficulty: testCaptchaDifficulty });
  const ctx = await registerAccounts(app, {
    db: database.db,
    env: { SITE_ORIGIN: siteOrigin, JWT_SECRET: testJwtSecret },
    now: clock.now,
  });
  await extend?.(app, ctx, clock);
  await app.ready();

  const post = (url: string, body?: unknown, options: { ip?: string; token?: string } = {}) =>
    app.inject({
      method: "POST",
      url,
      headers: {
        "x-forwarded-for": options.ip ?? randomIp(),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  const harness = {
    app,
    ctx,
    clock,
    dataDir,
    database,
    post,
    captcha: (purpose: CaptchaPurpose = "signup") => solveCaptcha(app, purpose),

    /** Every message so far, read back from DATA_DIR/outbox once background deliveries are done. */
    async mail() {
      await ctx.mails.settled();
      return readSentMail(app);
    },

    async mailTo(email: string) {
      return (await harness.mail()).filter((message) => message.to.includes(email));
    },

    async signUp(fields: Partial<Record<"name" | "email" | "phone" | "company" | "password", string>> = {}) {
      return post(accountsPaths.signUp, {
        name: "Ada Lovelace",
        email: uniqueEmail(),
        phone: "+44 20 7946 0958",
        company: "Analytical Engines Ltd",
        password: strongPassword,
        captcha: await solveCaptcha(app, "signup"),
        ...fields,
      });
    },

    /** The token of the newest link to `path` e-mailed to `email`. */
    async linkFor(email: string, path: string): Promise<string> {
      const messages = await harness.mailTo(email);
      for (const message of messages.reverse()) {
        const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(message.text);
        if (match?.[1]) return match[1];
      }
      throw new Error(`no ${path} link was mailed to ${email}`);
    },

    /** Signs up and activates through the e-mailed link. */
    async activeUser(fields: { email?: string; password?: string; name?: string } = {}) {
      const email = fields.email ?? uniqueEmail();
      const password = fields.password ?? strongPassword;
      expect(
        (await harness.signUp({ email, password, ...(fields.name ? { name: fields.name } : {}) })).statusCode,
      ).toBe(200);
      const token = await harness.linkFor(email, "/user-activated");
      expect((await post(accountsPaths.activate, { token })).statusCode).toBe(200);
      return { email, password };
    },

    async signIn(email: string, password: string, ip?: string): Promise<LightMyRequestResponse> {
      return post(accountsPaths.signIn, { email, password }, ip ? { ip } : {});
    },

    async loginRecord(email: string, password: string): Promise<LoginRecord> {
      const response = await harness.signIn(email, password);
      expect(response.statusCode, response.body).toBe(200);
      return LoginRecordSchema.parse(response.json());
    },

    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export type AccountsHarness = Awaited<ReturnType<typeof createAccountsTestApp>>;
