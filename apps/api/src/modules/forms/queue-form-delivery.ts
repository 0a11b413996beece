import { type LeadWebhookBody, submissionReference } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { createRecipientThrottle } from "../../mail/recipient-throttle.js";
import type { AfterMailHandler, MailEntryPayload } from "../../outbox/index.js";
import { enqueue, type NewOutboxEntry } from "../../outbox/outbox-data.js";
import type { FormMails } from "./form-mails.js";
import { createFormsStore, type FormsStore } from "./forms-data.js";

/** The outbox topic of the forms' mails (docs/decisions/056-outbox.md). */
export const formsMailTopic = "forms";

/** Which row and column a sent form mail is recorded in, as queued by mailEntry. */
const FormMailSentSchema = z.object({
  table: z.enum(["demo", "contact"]),
  id: z.string(),
  column: z.enum(["confirmation", "notification"]),
});
type FormMailSent = z.infer<typeof FormMailSentSchema>;

/** The forms' outbox handler: once a confirmation or notification went out, its row's `*_sent_at` is set. */
export function recordFormMailSent(db: Database): AfterMailHandler {
  const store = createFormsStore(db);
  return async (after) => {
    const { table, id, column } = FormMailSentSchema.parse(after);
    await store.markMailed(table, id, column);
  };
}

/**
 * How long a submission waits for its first delivery attempt before it is
 * answered anyway: mail that goes out at once is there when the visitor looks,
 * a slow mail server or CRM is left to the outbox's retries.
 */
export const MAIL_WAIT_MS = 3000;

type Stored = { id: string; createdAt: Date };
type Submission = {
  form: "demo" | "contact";
  insert: (store: FormsStore) => Promise<Stored>;
  mails: (stored: Stored) => FormMails;
  lead: (stored: Stored, reference: string) => LeadWebhookBody;
};

/**
 * Stores a submission and queues everything sent about it (the visitor's
 * confirmation, the sales notification, the CRM delivery when
 * LEADS_WEBHOOK_URL is set) in ONE transaction: either all of it is committed
 * or none. The per-address confirmation limit (one per address and form per 15
 * minutes) is decided here, in the same transaction, so a rolled-back
 * submission claims nothing and a held-back confirmation is never queued.
 * Then kicks this replica's worker and waits up to MAIL_WAIT_MS for that pass.
 */
export async function storeAndQueue(app: FastifyInstance, db: Database, submission: Submission): Promise<Stored> {
  const { form } = submission;
  const stored = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const row = await submission.insert(createFormsStore(txDb));
    const mails = submission.mails(row);
    const entries: NewOutboxEntry[] = [];
    const throttle = createRecipientThrottle(txDb, () => new Date());
    if (await throttle.claim(mails.confirmation.to, `${form}-confirmation`)) {
      entries.push(
        mailEntry(`${form}:${row.id}:confirmation`, mails.confirmation, {
          table: form,
          id: row.id,
          column: "confirmation",
        }),
      );
    } else {
      app.log.info({ form, id: row.id }, "confirmation not queued: this address had one in the last 15 minutes");
    }
    entries.push(
      mailEntry(`${form}:${row.id}:notification`, mails.notification, {
        table: form,
        id: row.id,
        column: "notification",
      }),
    );
    if (app.leadsWebhookEnabled) {
      entries.push({
        idempotencyKey: `lead:${form}:${row.id}`,
        kind: "lead-webhook",
        payload: { body: submission.lead(row, submissionReference(row.id)) },
      });
    }
    await enqueue(txDb, entries);
    return row;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAIL_WAIT_MS);
  });
  await Promise.race([app.outbox.kick(), timeout]);
  clearTimeout(timer);
  return stored;
}

function mailEntry(key: string, message: MailEntryPayload["message"], after: FormMailSent): NewOutboxEntry {
  const payload: MailEntryPayload = { message, after: { topic: formsMailTopic, ...after } };
  return { idempotencyKey: key, kind: "mail", payload };
}
