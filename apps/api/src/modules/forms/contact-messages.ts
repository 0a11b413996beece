import { ContactMessageSchema, type FormSubmitted, formPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { checkFormCaptcha } from "./captcha-check.js";
import { deliverFormMails } from "./deliver-form-mails.js";
import { FORM_SUBMISSIONS_PER_MINUTE } from "./demo-requests.js";
import { contactMessageMails } from "./form-mails.js";
import type { FormsOptions } from "./index.js";

/** POST /v1/public/contact-messages: like the demo request, stored before it is answered. */
export function registerContactMessages(app: FastifyInstance, { store, confirmations, salesInbox }: FormsOptions) {
  app.post(
    formPaths.contactMessages,
    { config: { rateLimit: { max: FORM_SUBMISSIONS_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { captcha, ...message } = ContactMessageSchema.parse(request.body ?? {});
      await checkFormCaptcha(request.server, captcha, "contact-message");
      const stored = await store.insertContactMessage(message);
      request.log.info({ contactMessageId: stored.id }, "contact message stored");
      await deliverFormMails(request.server, request.log, {
        store,
        confirmations,
        form: "contact",
        id: stored.id,
        mails: contactMessageMails(message, stored, salesInbox),
      });
      const body: FormSubmitted = { status: "Success", id: stored.id };
      return reply.code(201).header("Cache-Control", "no-store").send(body);
    },
  );
}
