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
    /** This replica's outbox: `kick()` after a commit that queued entries, `onMailSent` to hear of sent mail. */
    outbox: Outbox;
    /** True when LEADS_WEBHOOK_URL is set: forms queue a CRM delivery with their mails. */
    leadsWebhookEnabled: boolean;
  }
}

/**
 * What to record once a queued mail went out: `topic` names the handler the
 * module that queued it registered with `app.outbox.onMailSent`; the rest is
 * that module's (the outbox stores and hands it back, never reads it).
 */
export type AfterMail = { topic: string } & Record<string, unknown>;
/** Records that a mail went out; throwing has the entry retried (and the mail sent again). */
export type AfterMailHandler = (after: AfterMail) => Promise<void>;

/** The settings the outbox reads: the CRM's webhook, when there is one (docs/leads-webhook.md). */
export type OutboxEnv = Pick<Env, "LEADS_WEBHOOK_URL" | "LEADS_WEBHOOK_SECRET">;

/** Payload of a `mail` entry. */
export type MailEntryPayload = { message: MailMessage; after?: AfterMail };

export type Outbox = OutboxWorker & {
  /** Registers the handler of one topic (a module's, as it registers itself); one per topic. */
  onMailSent(topic: string, handler: AfterMailHandler): void;
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
  }: {
    db: Database;
    env: OutboxEnv;
    events?: OutboxEvents;
  },
) {
  const url = env.LEADS_WEBHOOK_URL;
  const secret = env.LEADS_WEBHOOK_SECRET;
  const sendLead = url && secret ? createLeadWebhookSender(url, secret) : null;
  const afterMail = new Map<string, AfterMailHandler>();
  const worker = createOutboxWorker(
    db,
    {
      mail: async (entry: OutboxEntry) => {
        const { message, after } = entry.payload as MailEntryPayload;
        await sendMail(app, message);
        if (!after) return;
        const handler = afterMail.get(after.topic);
        // The mail went out: without a handler there is nothing to record, and a retry would only send it again.
        if (handler) await handler(after);
        else app.log.warn({ outboxId: entry.id, topic: after.topic }, "mail sent; no handler records it");
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
  const outbox: Outbox = {
    ...worker,
    onMailSent(topic, handler) {
      if (afterMail.has(topic)) throw new Error(`the outbox already has a handler for "${topic}"`);
      afterMail.set(topic, handler);
    },
  };
  app.decorate("outbox", outbox);
  app.decorate("leadsWebhookEnabled", sendLead !== null);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
}
