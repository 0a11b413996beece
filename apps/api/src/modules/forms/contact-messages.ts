import { ContactMessageSchema, type FormSubmitted, formPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { checkFormCaptcha } from "./captcha-check.js";
import { FORM_SUBMISSIONS_PER_MINUTE } from "./demo-requests.js";
import { contactMessageMails } from "./form-mails.js";
import type { FormsOptions } from "./forms-options.js";
import { storeAndQueue } from "./queue-form-delivery.js";

/** POST /v1/public/contact-messages: like the demo request, stored before it is answered. */
export function registerContactMessages(app: FastifyInstance, { db, salesInbox }: FormsOptions) {
  app.post(
    formPaths.contactMessages,
    { config: { rateLimit: { max: FORM_SUBMISSIONS_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { captcha, ...message } = ContactMessageSchema.parse(request.body ?? {});
      await checkFormCaptcha(request.server, captcha, "contact-message");
      const stored = await storeAndQueue(request.server, db, {
        form: "contact",
        insert: (store) => store.insertContactMessage(message),
        mails: (row) => contactMessageMails(message, row, salesInbox),
        lead: (row, reference) => ({
          type: "contact-message",
          id: row.id,
          reference,
          submittedAt: row.createdAt.toISOString(),
          lead: message,
        }),
      });
      request.log.info({ contactMessageId: stored.id }, "contact message stored");
      const body: FormSubmitted = { status: "Success", id: stored.id };
      return reply.code(201).header("Cache-Control", "no-store").send(body);
    },
  );
}
