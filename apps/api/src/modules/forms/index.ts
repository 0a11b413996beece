import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import { registerContactMessages } from "./contact-messages.js";
import { registerDemoRequests } from "./demo-requests.js";
import type { FormsOptions } from "./forms-options.js";
import { formsMailTopic, recordFormMailSent } from "./queue-form-delivery.js";

/** The settings the forms read: where the sales notifications go. */
export type FormsEnv = Pick<Env, "SALES_INBOX">;

/**
 * The demo-request and contact forms, in their own scope for their rate
 * limits. Needs the captcha and the outbox registered on the app first; gives
 * the outbox the handler that records each form mail once it went out.
 */
export async function registerForms(app: FastifyInstance, { db, env }: { db: Database; env: FormsEnv }) {
  if (!app.hasDecorator("outbox") || !app.hasDecorator("captcha")) {
    throw new Error("registerForms needs registerOutbox and registerCaptcha to run first");
  }
  app.outbox.onMailSent(formsMailTopic, recordFormMailSent(db));
  await app.register(async (scope) => {
    await enableRateLimits(scope, db);
    const options: FormsOptions = { db, salesInbox: env.SALES_INBOX };
    registerDemoRequests(scope, options);
    registerContactMessages(scope, options);
  });
}
