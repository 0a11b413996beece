import { DemoRequestSchema, type FormSubmitted, formPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import { checkFormCaptcha } from "./captcha-check.js";
import { demoRequestMails } from "./form-mails.js";
import type { FormsOptions } from "./forms-options.js";
import { storeAndQueue } from "./queue-form-delivery.js";

/** Per address and form: enough for a visitor correcting a typo, not for a script. */
export const FORM_SUBMISSIONS_PER_MINUTE = 5;

/**
 * POST /v1/public/demo-requests: validate, check the captcha, store, then
 * mail. The 201 is sent only after the insert has committed, so a visitor who
 * sees the thank-you page has a stored request.
 */
export function registerDemoRequests(app: FastifyInstance, { db, salesInbox }: FormsOptions) {
  app.post(
    formPaths.demoRequests,
    { config: { rateLimit: { max: FORM_SUBMISSIONS_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      const { captcha, ...demo } = DemoRequestSchema.parse(request.body ?? {});
      await checkFormCaptcha(request.server, captcha, "demo-request");
      const stored = await storeAndQueue(request.server, db, {
        form: "demo",
        insert: (store) => store.insertDemoRequest(demo),
        mails: (row) => demoRequestMails(demo, row, salesInbox),
        lead: (row, reference) => ({
          type: "demo-request",
          id: row.id,
          reference,
          submittedAt: row.createdAt.toISOString(),
          lead: demo,
        }),
      });
      request.log.info({ demoRequestId: stored.id }, "demo request stored");
      const body: FormSubmitted = { status: "Success", id: stored.id };
      return reply.code(201).header("Cache-Control", "no-store").send(body);
    },
  );
}
