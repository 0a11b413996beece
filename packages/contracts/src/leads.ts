import { z } from "zod";
import { ContactMessageSchema, DemoRequestSchema } from "./forms.js";

/**
 * The leads webhook (docs/leads-webhook.md): each demo request and contact
 * message is POSTed to LEADS_WEBHOOK_URL as one of these JSON bodies, with
 *   Ignitest-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 *   Idempotency-Key: <the same for every retry of one lead>
 * A receiver answers 2xx once it has stored the lead; anything else is retried
 * with backoff for up to 24 h.
 */
export const leadsSignatureHeader = "ignitest-signature";
/** A signature older than this is refused by a receiver (replay protection). */
export const leadsSignatureToleranceSeconds = 300;

const leadBase = {
  /** The stored submission's id (also in the Idempotency-Key). */
  id: z.uuid(),
  /** The reference the visitor was given (submissionReference). */
  reference: z.string().length(8),
  submittedAt: z.iso.datetime({ offset: true }),
};

export const DemoRequestLeadSchema = z.object({
  type: z.literal("demo-request"),
  ...leadBase,
  lead: DemoRequestSchema.omit({ captcha: true }),
});
export const ContactMessageLeadSchema = z.object({
  type: z.literal("contact-message"),
  ...leadBase,
  lead: ContactMessageSchema.omit({ captcha: true }),
});
export const LeadWebhookBodySchema = z.discriminatedUnion("type", [DemoRequestLeadSchema, ContactMessageLeadSchema]);
export type LeadWebhookBody = z.infer<typeof LeadWebhookBodySchema>;
