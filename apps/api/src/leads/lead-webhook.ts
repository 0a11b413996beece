import { type LeadWebhookBody, leadsSignatureHeader } from "@ignitest/contracts";
import type { OutboxEntry } from "../outbox/outbox-data.js";
import { signLead } from "./lead-signature.js";

/** A CRM that does not answer in this long counts as a failed attempt (retried with backoff). */
const WEBHOOK_TIMEOUT_MS = 10_000;

export type LeadWebhookPayload = { body: LeadWebhookBody };

/**
 * The outbox handler of `lead-webhook` entries: POSTs the lead as JSON, signed
 * at send time (a retry gets a fresh timestamp), with the entry's idempotency
 * key. Only a 2xx is a delivery.
 */
export function createLeadWebhookSender(url: string, secret: string, fetchImpl: typeof fetch = fetch) {
  return async (entry: OutboxEntry) => {
    const { body } = entry.payload as LeadWebhookPayload;
    const raw = JSON.stringify(body);
    const response = await fetchImpl(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [leadsSignatureHeader]: signLead(secret, Math.floor(Date.now() / 1000), raw),
        "idempotency-key": entry.idempotencyKey,
        "user-agent": "Ignitest-Leads/1",
      },
      body: raw,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`leads webhook answered ${response.status}`);
  };
}
