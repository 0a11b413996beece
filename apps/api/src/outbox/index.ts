import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.js";
import type { Env } from "../env.js";
import { createLeadWebhookSender } from "../leads/lead-webhook.js";
import { sendMail } from "../mail/index.js";
import type { MailMessage } from "../mail/mailer.js";
import type { OutboxEntry } from "./outbox-data.js";
import { createOutboxWorker, type OutboxEvents, type OutboxWorker } from "./outbox-worker.js";

declare module "fastify" {
  interface FastifyInstance {
    /** This replica's outbox worker; `kick()` after a commit that queued entries. */
    outbox: OutboxWorker;
    /** True when LEADS_WEBHOOK_URL is set: forms queue a CRM delivery with their mails. */
    leadsWebhookEnabled: boolean;
  }
}

/** Payload of a `mail` entry; `after` names what to record once it went out. */
export type MailEntryPayload = {
  message: MailMessage;
  after?: { table: "demo" | "contact"; id: string; column: "confirmation" | "notification" };
};

/**
 * Starts the outbox worker of this replica with the app and stops it (waiting
 * for a send under way) when the app closes. Needs registerMail first.
 */
export function registerOutbox(
  app: FastifyInstance,
  {
    db,
    env,
    events,
    afterMail,
  }: {
    db: Database;
    env: Partial<Pick<Env, "LEADS_WEBHOOK_URL" | "LEADS_WEBHOOK_SECRET">>;
    events?: OutboxEvents;
    afterMail?: (after: NonNullable<MailEntryPayload["after"]>) => Promise<void>;
  },
) {
  const url = env.LEADS_WEBHOOK_URL;
  const secret = env.LEADS_WEBHOOK_SECRET;
  const sendLead = url && secret ? createLeadWebhookSender(url, secret) : null;
  const worker = createOutboxWorker(
    db,
    {
      mail: async (entry: OutboxEntry) => {
        const { message, after } = entry.payload as MailEntryPayload;
        await sendMail(app, message);
        if (after) await afterMail?.(after);
      },
      "lead-webhook": async (entry: OutboxEntry) => {
        // Queued while a URL was set and the replica now has none: wait for it (retries, then dead after 24 h).
        if (!sendLead) throw new Error("LEADS_WEBHOOK_URL is not set on this replica");
        await sendLead(entry);
      },
    },
    app.log,
    events,
  );
  app.decorate("outbox", worker);
  app.decorate("leadsWebhookEnabled", sendLead !== null);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
}
