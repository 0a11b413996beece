import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import { createRecipientThrottle, type RecipientThrottle } from "../../mail/recipient-throttle.js";
import { registerContactMessages } from "./contact-messages.js";
import { registerDemoRequests } from "./demo-requests.js";
import { createFormsStore, type FormsStore } from "./forms-data.js";

/** Where sales notifications go when SALES_INBOX is not set. */
export const DEFAULT_SALES_INBOX = "sales@ignitest.example";

/** What the form routes share. */
export type FormsOptions = { store: FormsStore; confirmations: RecipientThrottle; salesInbox: string };

/**
 * The demo-request and contact forms, in their own scope for their rate
 * limits. Needs the captcha and the mailer registered on the app first.
 */
export async function registerForms(
  app: FastifyInstance,
  { db, salesInbox }: { db: Database; salesInbox?: string | undefined },
) {
  await app.register(async (scope) => {
    await enableRateLimits(scope);
    const store = createFormsStore(db);
    const options: FormsOptions = {
      store,
      confirmations: createRecipientThrottle(db, () => new Date()),
      salesInbox: salesInbox ?? DEFAULT_SALES_INBOX,
    };
    registerDemoRequests(scope, options);
    registerContactMessages(scope, options);
  });
}
