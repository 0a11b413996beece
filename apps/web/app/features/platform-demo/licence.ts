/**
 * The demo licence's states (docs/platform-demo.md#licences), decided by the
 * site's own licence test (features/products, SPEC.md section 6 and 9): not
 * eligible when userStatus is DISABLED, access_token is missing or
 * licenseStatus is EXPIRED; near expiry at 15 or fewer days on a Yearly
 * cycle, 7 or fewer on any other.
 */
import type { LoginRecord } from "@ignitest/contracts";
import { canOpenProjects, isNearExpiry, renewalThreshold } from "~/features/products";
import type { DemoData, DemoLicence } from "./model";

export const licenceStates = ["active", "near-expiry", "expired", "disabled"] as const;
export type LicenceState = (typeof licenceStates)[number];

export const licenceStateLabels: Record<LicenceState, string> = {
  active: "Active",
  "near-expiry": "Near expiry",
  expired: "Expired",
  disabled: "Disabled",
};

/** The seed's days left; an active licence switched back to gets them again. */
const activeDays = 243;

/** The login record My Products would encrypt for the acting user (packages/contracts login-record.ts). */
export function loginRecordOf(data: DemoData, name: string, email: string): LoginRecord {
  const { licence } = data;
  return {
    access_token: "demo-access-token",
    name,
    userName: email,
    currentLicenseId: licence.id,
    userStatus: licence.userStatus,
    licenseStatus: licence.licenseStatus,
    billingCycle: licence.billingCycle,
    expires_in: licence.expiresIn,
  };
}

export function licenceState(licence: DemoLicence): LicenceState {
  if (licence.userStatus === "DISABLED") return "disabled";
  if (licence.licenseStatus === "EXPIRED") return "expired";
  return isNearExpiry({ expires_in: licence.expiresIn, billingCycle: licence.billingCycle }) ? "near-expiry" : "active";
}

/** Whether the licence test would let the user open the project page (else My Products links to the licence page). */
export function opensProjects(record: LoginRecord): boolean {
  return canOpenProjects(record);
}

/** The licence switched to a state, as the visitor asks to see it. */
export function withLicenceState(licence: DemoLicence, state: LicenceState): DemoLicence {
  const base = { ...licence, userStatus: "ACTIVE" as const, licenseStatus: "ACTIVE" as const };
  switch (state) {
    case "active":
      return { ...base, expiresIn: activeDays };
    case "near-expiry":
      return { ...base, expiresIn: renewalThreshold(licence.billingCycle) - 3 };
    case "expired":
      return { ...base, licenseStatus: "EXPIRED", expiresIn: 0 };
    case "disabled":
      return { ...base, userStatus: "DISABLED", expiresIn: Math.max(licence.expiresIn, 1) };
  }
}

export { renewalThreshold };
