import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { routes } from "../support/routes";
import { slug } from "../support/site";
import { expect, test } from "../support/test";

/** The products page sends signed-out visitors home; it is checked as a signed-in user sees it. */
const signedInOnly = `/${slug}-products`;
const loginRecord = {
  access_token: "token-active",
  name: "Priya Sharma",
  userName: "priya@example.com",
  currentLicenseId: "1042",
  userStatus: "ACTIVE",
  licenseStatus: "ACTIVE",
  billingCycle: "Yearly",
  expires_in: 40,
};

test.describe("every route of the route table", () => {
  for (const { path } of routes) {
    test(`${path} answers 200 with one h1, title, description, canonical and no axe violations`, async ({ page }) => {
      await checkRoute(page, path);
    });
  }
});

// The same sweep in the dark theme (issue 19): the system asks for dark, so the inline script picks it.
test.describe("every route of the route table, dark theme", () => {
  test.use({ colorScheme: "dark" });
  for (const { path } of routes) {
    test(`${path} in the dark theme has no axe violations`, async ({ page }) => {
      await checkRoute(page, path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    });
  }
});

async function checkRoute(page: Page, path: string) {
  if (path === signedInOnly) {
    await page.addInitScript((record) => localStorage.setItem("login-user", JSON.stringify(record)), loginRecord);
  }
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page).toHaveTitle(/\S{3,}/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${escapeRegExp(path)}$`));
  await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("not found", () => {
  // The browser logs the 404 status of the document itself.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("an unknown page under a real section is also a 404", async ({ request }) => {
  const response = await request.get(`${routes.find((r) => r.path.includes("-platform/"))?.path}-nope`);
  expect(response.status()).toBe(404);
});

test("sitemap.xml lists the indexable routes and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/documentation</loc>");
  expect(xml).not.toContain("/otp-verification</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  // Pages kept out of search say noindex; a Disallow would hide that from crawlers (issue 15, item 10).
  expect(robots).not.toContain("Disallow:");
  expect(xml).toMatch(/\/blogs\/tag\/[\w-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
