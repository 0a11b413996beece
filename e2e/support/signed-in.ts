import type { Page } from "@playwright/test";
import { slug } from "./site";

/** The products page sends signed-out visitors home; sweeps check it as a signed-in user sees it. */
export const signedInOnlyPath = `/${slug}-products`;

/** A login record as the sign-in flow stores it (docs/accounts-flow.md). */
export const activeLoginRecord = {
  access_token: "token-active",
  name: "Priya Sharma",
  userName: "priya@example.com",
  currentLicenseId: "1042",
  userStatus: "ACTIVE",
  licenseStatus: "ACTIVE",
  billingCycle: "Yearly",
  expires_in: 40,
};

/** Stores the login record before any page script runs. */
export async function signInLocally(page: Page): Promise<void> {
  await page.addInitScript((record) => localStorage.setItem("login-user", JSON.stringify(record)), activeLoginRecord);
}
