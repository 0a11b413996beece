import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signLead, verifyLeadSignature } from "./lead-signature.js";

const secret = "a-test-secret-of-at-least-32-characters!";
const body = JSON.stringify({ type: "contact-message", id: "x" });

describe("the leads webhook signature", () => {
  it("is t=<seconds>,v1=<HMAC-SHA256 hex of '<t>.<body>'>, as a receiver recomputes it", () => {
    const header = signLead(secret, 1_800_000_000, body);
    const expected = createHmac("sha256", secret).update(`1800000000.${body}`).digest("hex");
    expect(header).toBe(`t=1800000000,v1=${expected}`);
    expect(verifyLeadSignature(header, secret, body, 1_800_000_010)).toBe(true);
  });

  it("refuses another body, another secret, a stale or future timestamp, and garbage", () => {
    const header = signLead(secret, 1_800_000_000, body);
    expect(verifyLeadSignature(header, secret, `${body} `, 1_800_000_000)).toBe(false);
    expect(verifyLeadSignature(header, `${secret}x`, body, 1_800_000_000)).toBe(false);
    expect(verifyLeadSignature(header, secret, body, 1_800_000_301)).toBe(false);
    expect(verifyLeadSignature(header, secret, body, 1_799_999_699)).toBe(false);
    expect(verifyLeadSignature(undefined, secret, body)).toBe(false);
    expect(verifyLeadSignature("t=abc,v1=zz", secret, body)).toBe(false);
    expect(verifyLeadSignature(header.replace(/v1=./, "v1=0"), secret, body, 1_800_000_000)).toBe(
      header.includes("v1=0"),
    );
  });
});
