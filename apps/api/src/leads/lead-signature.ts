import { createHmac, timingSafeEqual } from "node:crypto";
import { leadsSignatureToleranceSeconds } from "@ignitest/contracts";

/** HMAC-SHA256 of "<timestamp>.<raw body>" in hex: the `v1` of the Ignitest-Signature header. */
function digest(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * The Ignitest-Signature header for `body` sent at `timestamp` (unix seconds),
 * as Stripe signs its webhooks: signing the timestamp with the body lets a
 * receiver refuse a replayed old request.
 */
export function signLead(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${digest(secret, timestamp, body)}`;
}

/**
 * What a receiver does (docs/leads-webhook.md): parse t and v1, refuse a
 * timestamp more than 5 minutes off, recompute the HMAC over the raw body and
 * compare in constant time.
 */
export function verifyLeadSignature(
  header: string | undefined,
  secret: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > leadsSignatureToleranceSeconds) return false;
  const expected = Buffer.from(digest(secret, timestamp, body), "hex");
  const actual = Buffer.from(/^[0-9a-f]{64}$/.test(given) ? given : "", "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
