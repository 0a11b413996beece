import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import { registerContactMessages } from "./contact-messages.js";
import { registerDemoRequests } from "./demo-requests.js";

/** Where sales notifications go when SALES_INBOX is not set. */
export const DEFAULT_SALES_INBOX = "sales@ignitest.example";

/** What the form routes share. */
export type FormsOptions = { db: Database; salesInbox: string };

/**
 * The demo-request and contact forms, in their own scope for their rate
 * limits. Needs the captcha and the outbox registered on the app first.
 */
export async function registerForms(
  app: FastifyInstance,
  { db, salesInbox }: { db: Database; salesInbox?: string | undefined },
) {
  await app.register(async (scope) => {
    await enableRateLimits(scope, db);
    const options: FormsOptions = { db, salesInbox: salesInbox ?? DEFAULT_SALES_INBOX };
    registerDemoRequests(scope, options);
    registerContactMessages(scope, options);
  });
}
