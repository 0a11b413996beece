import type { Page } from "@playwright/test";
import { linkFromLatestMail } from "./outbox";
import { site } from "./site";
import { expect } from "./test";

/** A person who signs up through the UI; every call makes a new, unused e-mail. */
export type TestAccount = {
  name: string;
  company: string;
  email: string;
  phone: string;
  password: string;
};

export function newAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: "Priya Sharma",
    company: "Acme QA",
    email: `e2e-${unique}@example.com`,
    phone: "+44 20 7946 0958",
    password: "first passphrase for e2e",
    ...overrides,
  };
}

/** Fills /signup and submits; the ALTCHA widget solves its real proof of work meanwhile. */
export async function signUpThroughUi(page: Page, account: TestAccount) {
  await page.goto("/signup");
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill(account.name);
  await main.getByLabel("Company").fill(account.company);
  await main.getByLabel("Work e-mail").fill(account.email);
  await main.getByLabel("Phone number").fill(account.phone);
  await main.getByLabel("Password", { exact: true }).fill(account.password);
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/registration-success$/, { timeout: 60_000 });
}

/** Opens the activation link the server wrote to the outbox; returns the link. */
export async function activateFromOutbox(page: Page, email: string): Promise<string> {
  const link = await linkFromLatestMail(email, /\/user-activated\?token=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/activation-success$/);
  return link;
}

/** Submits the sign-in form (without waiting for where it leads). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(`/signin?product=${site.slug}-platform`);
  const main = page.getByRole("main");
  await main.getByLabel("Work e-mail").fill(email);
  await main.getByLabel("Password", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Sign in" }).click();
}

/** Sign-up, activation and sign-in through the UI: the page ends signed in on the products page. */
export async function signUpAndSignIn(page: Page, account: TestAccount = newAccount()): Promise<TestAccount> {
  await signUpThroughUi(page, account);
  await activateFromOutbox(page, account.email);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/${site.slug}-products$`));
  return account;
}
