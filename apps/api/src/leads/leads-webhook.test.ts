import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { formPaths, LeadWebhookBodySchema, leadsSignatureHeader, submissionReference } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFormsTestApp } from "../modules/forms/test/forms-test-app.js";
import { uniqueEmail } from "../test/test-values.js";
import { verifyLeadSignature } from "./lead-signature.js";

const secret = "leads-secret-for-tests-0123456789abcdef";
type Received = { headers: Record<string, string | string[] | undefined>; body: string };

/**
 * Forms with LEADS_WEBHOOK_URL set, against a stub CRM on 127.0.0.1 that
 * refuses the first attempt of every lead: each lead arrives, signed, with its
 * Idempotency-Key, and is stored by the CRM once.
 */
describe("leads reach the CRM through the outbox", () => {
  let crm: Server;
  const received: Received[] = [];
  const refusedOnce = new Set<string>();
  let t: Awaited<ReturnType<typeof createFormsTestApp>>;
  beforeAll(async () => {
    crm = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const key = String(request.headers["idempotency-key"]);
        if (!refusedOnce.has(key)) {
          refusedOnce.add(key);
          response.writeHead(503).end();
          return;
        }
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
    const { port } = crm.address() as AddressInfo;
    t = await createFormsTestApp({ LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/leads`, LEADS_WEBHOOK_SECRET: secret });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => crm.close(resolve));
  });

  it("POSTs a contact message as signed JSON with an Idempotency-Key, after a refusal, once", async () => {
    const email = uniqueEmail("lead");
    const response = await t.post(formPaths.contactMessages, {
      name: "Ada Lovelace",
      email,
      topic: "Partnerships",
      message: "We would like a quote for forty testers.",
      captcha: await t.captcha("contact-message"),
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };

    const deadline = Date.now() + 10_000;
    while (!received.some((lead) => lead.body.includes(id)) && Date.now() < deadline) {
      await t.app.outbox.kick();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const mine = received.filter((lead) => lead.body.includes(id));
    expect(mine).toHaveLength(1);
    const [lead] = mine as [Received];
    expect(lead.headers["content-type"]).toBe("application/json");
    expect(lead.headers["idempotency-key"]).toBe(`lead:contact:${id}`);
    expect(verifyLeadSignature(String(lead.headers[leadsSignatureHeader]), secret, lead.body)).toBe(true);
    expect(LeadWebhookBodySchema.parse(JSON.parse(lead.body))).toMatchObject({
      type: "contact-message",
      id,
      reference: submissionReference(id),
      lead: { name: "Ada Lovelace", email, topic: "Partnerships" },
    });
  });
});
