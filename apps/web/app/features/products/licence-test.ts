import type { LoginRecord } from "~/features/account";

/**
 * The license test of docs/product/flows.md#licence-test. Its result only chooses between
 * the app's project page and its license page.
 */
export function canOpenProjects(record: LoginRecord): boolean {
  if (record.userStatus === "DISABLED") return false;
  if (!record.access_token) return false;
  if (record.licenseStatus === "EXPIRED") return false;
  return true;
}

/** Days of notice before expiry: 15 or fewer on a Yearly cycle, 7 or fewer on any other. */
export function renewalThreshold(billingCycle: string | undefined): number {
  return billingCycle === "Yearly" ? 15 : 7;
}

/** Near expiry: the renewal notice shows. A record without expires_in is not near expiry. */
export function isNearExpiry(record: LoginRecord): boolean {
  if (typeof record.expires_in !== "number") return false;
  return record.expires_in <= renewalThreshold(record.billingCycle);
}
