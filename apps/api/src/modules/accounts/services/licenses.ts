import type { LoginRecord } from "@ignitest/contracts";
import { accountsSettings } from "../accounts-settings.js";
import type { License, NewLicense } from "../users-data.js";

const dayMs = 24 * 60 * 60 * 1000;

/** The licence an account gets on activation: a trial of the plan content/plans.ts names (30 days of Cloud Professional). */
export function trialLicense(startsAt: Date): NewLicense {
  const { plan, billingCycle, days } = accountsSettings.trial;
  return { plan, billingCycle, status: "ACTIVE", startsAt, endsAt: new Date(startsAt.getTime() + days * dayMs) };
}

/**
 * The licence fields of the login record. `expires_in` counts whole days
 * left, rounded up (a licence ending later today has 1), and 0 once expired;
 * the licence is EXPIRED when marked so or when its end has passed.
 */
export function describeLicense(
  license: License | undefined,
  now: Date,
): Pick<LoginRecord, "currentLicenseId" | "licenseStatus" | "billingCycle" | "expires_in"> {
  if (!license) {
    return {
      currentLicenseId: "",
      licenseStatus: "EXPIRED",
      billingCycle: accountsSettings.trial.billingCycle,
      expires_in: 0,
    };
  }
  const left = license.endsAt.getTime() - now.getTime();
  const expired = license.status === "EXPIRED" || left <= 0;
  return {
    currentLicenseId: license.id,
    licenseStatus: expired ? "EXPIRED" : "ACTIVE",
    billingCycle: license.billingCycle,
    expires_in: expired ? 0 : Math.ceil(left / dayMs),
  };
}
