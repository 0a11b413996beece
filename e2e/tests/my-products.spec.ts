import type { Page } from "@playwright/test";
import { decryptObject } from "../../packages/contracts/src/link-crypto.ts";
import { signUpAndSignIn } from "../support/account";
import { slug } from "../support/site";
import { expect, test } from "../support/test";

/** The build's default key (apps/web/plugins/public-env.ts); CI builds with it. */
const linkKey = process.env.LINK_ENCRYPTION_KEY ?? "dev-only-app-link-key-not-secret";
const appUrl = (process.env.APP_URL ?? "https://app.ignitest.example").replace(/\/$/, "");

const active = {
  access_token: "token-active",
  name: "Priya Sharma",
  userName: "priya@example.com",
  currentLicenseId: "1042",
  userStatus: "ACTIVE",
  licenseStatus: "ACTIVE",
  billingCycle: "Yearly",
  expires_in: 40,
};

/** Clicks `open` and returns the address of the app window it opened, with `data` decrypted. */
async function appWindowFrom(page: Page, open: () => Promise<void>) {
  const appRequest = page.context().waitForEvent("request", (request) => request.url().startsWith(appUrl));
  await open();
  const url = new URL((await appRequest).url());
  return { url, data: await decryptObject(url.searchParams.get("data") ?? "", linkKey) };
}

test("a user signed up, activated and signed in through the UI opens the app with their own record", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await signUpAndSignIn(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("login-user") ?? "null"));
  // A new account starts on the 30-day monthly trial, so the license test passes.
  expect(stored).toMatchObject({ userName: account.email, userStatus: "ACTIVE", licenseStatus: "ACTIVE" });
  await expect(page.getByText(/Your license expires/)).toHaveCount(0);

  const fromCard = await appWindowFrom(page, () => page.getByRole("button", { name: /Open .* Platform/ }).click());
  expect(fromCard.url.pathname).toBe("/projectmenu/project");
  expect(fromCard.url.searchParams.get("from")).toBe('"website"');
  expect(fromCard.data).toEqual(stored);

  // The header's dot-grid menu opens the same page with the same record.
  await page.getByRole("button", { name: "My Products" }).click();
  const menu = page.getByRole("dialog", { name: "My Products" });
  const fromMenu = await appWindowFrom(page, () => menu.getByRole("button", { name: "Platform" }).click());
  expect(fromMenu.url.pathname).toBe("/projectmenu/project");
  expect(fromMenu.data).toEqual(stored);

  // Signing out removes the record, and the guard then sends the visitor home.
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: new RegExp(`${account.name}: account menu`) }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/${slug}-products`);
  await expect(page).toHaveURL(/\/$/);
});

test.describe("my products", () => {
  test("without a login record the page sends the visitor home", async ({ page }) => {
    await page.goto(`/${slug}-products`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  for (const [label, change, target] of [
    ["an eligible user", {}, "/projectmenu/project"],
    ["a DISABLED user", { userStatus: "DISABLED" }, `/licenses/${slug}-platform-license`],
    ["an EXPIRED license", { licenseStatus: "EXPIRED" }, `/licenses/${slug}-platform-license`],
    ["a record without a token", { access_token: undefined }, `/licenses/${slug}-platform-license`],
  ] as const) {
    test(`the platform card opens the right app page for ${label}, with the record encrypted`, async ({ page }) => {
      const record = { ...active, ...change };
      await page.addInitScript((value) => localStorage.setItem("login-user", JSON.stringify(value)), record);
      await page.goto(`/${slug}-products`);
      const { url, data } = await appWindowFrom(page, () =>
        page.getByRole("button", { name: /Open .* Platform/ }).click(),
      );
      expect(url.pathname).toBe(target);
      expect(url.searchParams.get("from")).toBe('"website"');
      expect(data).toEqual(JSON.parse(JSON.stringify(record)));
    });
  }

  test("a near-expiry license shows the renewal notice", async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("login-user", JSON.stringify(value)), {
      ...active,
      billingCycle: "Monthly",
      expires_in: 7,
    });
    await page.goto(`/${slug}-products`);
    await expect(page.getByRole("status").filter({ hasText: "Your license expires in 7 days." })).toBeVisible();
  });

  test("a license 16 days from expiry on a Yearly cycle shows no notice", async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("login-user", JSON.stringify(value)), {
      ...active,
      expires_in: 16,
    });
    await page.goto(`/${slug}-products`);
    await expect(page.getByRole("button", { name: /Open .* Platform/ })).toBeVisible();
    await expect(page.getByText(/Your license expires/)).toHaveCount(0);
  });

  test("the finder card falls back to the download section when no desktop client answers", async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("login-user", JSON.stringify(value)), active);
    await page.goto(`/${slug}-products`);
    await page.getByRole("button", { name: /Launch .* Finder/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}-finder#download$`), { timeout: 5_000 });
  });

  test("cloud and assets navigate within the site", async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("login-user", JSON.stringify(value)), active);
    await page.goto(`/${slug}-products`);
    await page.getByRole("link", { name: /Go to .* Cloud/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}-cloud$`));
  });
});
