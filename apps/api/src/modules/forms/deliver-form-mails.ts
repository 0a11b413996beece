import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { sendMail } from "../../mail/index.js";
import type { RecipientThrottle } from "../../mail/recipient-throttle.js";
import type { FormMails } from "./form-mails.js";
import type { FormsStore, MailKind } from "./forms-data.js";

/**
 * How long a submission waits for its mails before it is answered anyway. The
 * row is already committed, so a slow or failing mail server must neither
 * lose it nor keep the visitor waiting; the rest finishes in the background.
 */
export const MAIL_WAIT_MS = 3000;

export type FormDelivery = {
  store: FormsStore;
  /** Nobody proved they own the visitor's address: at most one confirmation per address and form per 15 minutes. */
  confirmations: RecipientThrottle;
  form: "demo" | "contact";
  id: string;
  mails: FormMails;
};

/**
 * Sends the visitor's confirmation and the sales notification, each on its
 * own: one failing does not stop the other. A failure is logged with the
 * submission's id; the row's `*_sent_at` column stays null, so it can be found
 * and resent. A confirmation held back by the per-address limit is logged too
 * (its column stays null as well); the sales notification always goes.
 */
export async function deliverFormMails(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  { store, confirmations, form, id, mails }: FormDelivery,
): Promise<void> {
  const deliver = async (kind: MailKind) => {
    try {
      if (kind === "confirmation" && !(await confirmations.claim(mails.confirmation.to, `${form}-confirmation`))) {
        log.info({ form, id }, "confirmation not sent: this address had one in the last 15 minutes");
        return;
      }
      await sendMail(app, mails[kind]);
      await store.markMailed(form, id, kind);
    } catch (error) {
      log.error({ err: error, form, id, kind }, "form mail not sent; the submission is stored");
    }
  };
  const delivery = Promise.all([deliver("confirmation"), deliver("notification")]);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAIL_WAIT_MS);
  });
  await Promise.race([delivery, timeout]);
  clearTimeout(timer);
}
