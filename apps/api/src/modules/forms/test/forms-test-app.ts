import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { trustProxyOption } from "../../../http/client-address.js";
import { registerErrorHandler } from "../../../http/errors.js";
import { readSentMail, registerMail } from "../../../mail/index.js";
import { registerOutbox } from "../../../outbox/index.js";
import { solveCaptcha, testCaptchaDifficulty } from "../../../test/solve-captcha.js";
import { openTestDatabase } from "../../../test/test-database.js";
import { testEnv } from "../../../test/test-env.js";
import { randomIp } from "../../../test/test-values.js";
import { registerCaptcha } from "../../captcha/index.js";
import { registerForms } from "../index.js";

export const testSalesInbox = "sales-desk@ignitest.example";

/**
 * The forms on a fresh database (in-memory PGlite, or a new database on
 * TEST_DATABASE_URL's server) with the app's error handler, the real captcha,
 * and the mail outbox under a temporary DATA_DIR, as `npm start` runs them
 * without SMTP_URL.
 */
export async function createFormsTestApp(env: { LEADS_WEBHOOK_URL?: string; LEADS_WEBHOOK_SECRET?: string } = {}) {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), "ignitest-forms-"));
  const app = Fastify({ logger: false, trustProxy: trustProxyOption(true), bodyLimit: 16 * 1024 });
  registerErrorHandler(app);
  registerMail(app, testEnv({ DATA_DIR: dataDir }));
  registerOutbox(app, { db: database.db, env });
  registerCaptcha(app, { db: database.db, env: testEnv(), difficulty: testCaptchaDifficulty });
  await registerForms(app, { db: database.db, env: { SALES_INBOX: testSalesInbox } });
  await app.ready();

  return {
    app,
    database,
    dataDir,
    captcha: (purpose: "demo-request" | "contact-message") => solveCaptcha(app, purpose),
    post: (url: string, body: unknown, ip = randomIp()) =>
      app.inject({ method: "POST", url, headers: { "x-forwarded-for": ip }, payload: body as Record<string, unknown> }),
    /** Messages in DATA_DIR/outbox addressed to `to`. */
    async mailTo(to: string) {
      return (await readSentMail(app)).filter((message) => message.to.includes(to));
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
