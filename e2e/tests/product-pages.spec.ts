import { slug } from "../support/site";
import { expect, test } from "../support/test";

test.describe("product, feature and solution pages", () => {
  test("a feature page shows its illustration beside the banner and links three related features", async ({ page }) => {
    await page.goto(`/${slug}-platform/visual-testing`);
    const h1 = page.getByRole("heading", { level: 1, name: "Visual testing that catches what assertions miss" });
    const picture = page.getByRole("img", { name: /Baseline and actual screenshots/ });
    await expect(picture).toBeVisible();
    // Wide screens: the picture sits to the right of the headline, not under it.
    const [textBox, pictureBox] = [await h1.boundingBox(), await picture.boundingBox()];
    expect(pictureBox?.x).toBeGreaterThan((textBox?.x ?? 0) + (textBox?.width ?? 0) - 1);

    const related = page.getByRole("region", { name: "Related Platform features" });
    await expect(related.getByRole("link")).toHaveCount(3);
    await related.getByRole("link", { name: "Scriptless web automation testing" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}-platform/web-automation-testing$`));
    await expect(page.getByRole("heading", { level: 1, name: "Scriptless web automation testing" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Related Platform features" })).toBeVisible();
  });

  test("a solution page's illustration is in its prerendered HTML, in place without JavaScript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sales-force-testing");
    const picture = page
      .locator("section", { has: page.locator("h1") })
      .locator("svg")
      .last();
    await expect(picture).toBeVisible();
    await expect(page.locator("[hidden] svg")).toHaveCount(0);
    await context.close();
  });

  test("a solution page shows its application's process and related solutions", async ({ page }) => {
    await page.goto("/solution/sap-automation-testing");
    await expect(page.locator("section", { has: page.locator("h1") }).locator("svg")).toContainText(
      "SAP Fiori launchpad",
    );
    await expect(page.getByRole("region", { name: "Related solutions" }).getByRole("link")).toHaveCount(3);
    await expect(page.getByRole("heading", { level: 2, name: "Are you ready to Explore" })).toBeVisible();
  });

  test("/cloud#cloud-live scrolls the Cloud live section into view on load", async ({ page }) => {
    await page.goto(`/${slug}-cloud#cloud-live`);
    await expect(page.getByRole("heading", { level: 2, name: "Cloud live" })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("the header's Mobile Crowd link scrolls to its section while already on the crowd page, every time", async ({
    page,
  }) => {
    await page.goto(`/${slug}-crowd`);
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    const section = page.getByRole("heading", { level: 2, name: "Mobile crowd", exact: true });
    await expect(section).not.toBeInViewport();

    const openMobileCrowd = async () => {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Products" }).hover();
      await page.getByRole("tablist", { name: "Products" }).getByRole("tab", { name: /Cloud/ }).hover();
      await page.getByRole("tabpanel").getByRole("link", { name: "Mobile Crowd", exact: true }).click();
    };

    await openMobileCrowd();
    await expect(page).toHaveURL(new RegExp(`/${slug}-crowd#mobile_crowd$`));
    await expect(section).toBeInViewport();

    // Scroll away and choose the same entry again: the page scrolls back.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(section).not.toBeInViewport();
    await openMobileCrowd();
    await expect(section).toBeInViewport();
  });
});

test.describe("webinars", () => {
  test("lists upcoming sessions to register for and past sessions with follow-ups", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-22T12:00:00Z"));
    await page.goto("/webinars");
    const upcoming = page.getByRole("region", { name: "Upcoming live sessions" });
    const register = upcoming.getByRole("link", { name: /^Register for / });
    await expect(register).toHaveCount(4);
    await expect(upcoming.getByRole("listitem").first()).toContainText("Thu, Dec 3, 2026 · 15:00 UTC");

    const onDemand = page.getByRole("region", { name: "Past sessions" });
    await expect(onDemand.getByRole("heading", { level: 3 })).toHaveCount(4);
    await onDemand.getByRole("link", { name: /Watch the related tutorial/ }).click();
    await expect(page).toHaveURL(/\/video-tutorial$/);

    await page.goBack();
    await page
      .getByRole("region", { name: "Upcoming live sessions" })
      .getByRole("link", { name: "Register for Locators that survive the next release" })
      .click();
    await expect(page).toHaveURL(/\/schedule-demo\?webinar=locators-that-survive-releases$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The demo form tells sales which session the visitor registers for.
    await expect(page.getByLabel("What would you like to see?")).toHaveValue(
      /“Locators that survive the next release” on Thu, Dec 10, 2026/,
    );
  });
});

test.describe("newsletter web view", () => {
  test("renders the e-mail column inside the site's header and footer", async ({ page }) => {
    await page.goto("/email-web-view");
    const email = page.getByRole("article", { name: "What's new across the Ignitest suite" });
    await expect(email).toBeVisible();
    expect((await email.boundingBox())?.width).toBeLessThanOrEqual(600);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(email.getByRole("heading", { level: 2 })).toHaveCount(3);
    await expect(email).toContainText("You received this because you subscribed to product updates.");
    await expect(email.getByRole("link", { name: "Manage preferences" })).toHaveAttribute("href", "/contactus");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test("the illustration sits under the headline and nothing scrolls sideways @mobile", async ({ page }) => {
    await page.goto("/solution/workday-automation-testing");
    const h1 = page.getByRole("heading", { level: 1 });
    const picture = page.locator("section", { has: h1 }).locator("svg").last();
    await expect(picture).toBeVisible();
    const [textBox, pictureBox] = [await h1.boundingBox(), await picture.boundingBox()];
    expect(pictureBox?.y).toBeGreaterThan((textBox?.y ?? 0) + (textBox?.height ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
