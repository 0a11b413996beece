import { expect, test } from "../support/test";

test.describe("shared blocks", () => {
  test("home shows both claims and the product lines", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Helping Leading Brands Release Software Faster")).toBeVisible();
    await expect(page.getByText("20,000,000+", { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/automated tests and counting/).first()).toBeVisible();
    for (const name of ["Platform", "Finder", "Cloud", "Assets", "Crowd"]) {
      await expect(page.getByRole("heading", { name: new RegExp(name) }).first()).toBeVisible();
    }
  });

  test("FAQ: first item open, five shown, Show More reveals the rest and Show less hides them", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently asked questions" }) });
    const questions = faq.locator("h3 button");
    await expect(questions).toHaveCount(5);
    await expect(questions.first()).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
    await faq.getByRole("button", { name: "Show More" }).click();
    expect(await questions.count()).toBeGreaterThan(5);
    await faq.getByRole("button", { name: "Show less" }).click();
    await expect(questions).toHaveCount(5);
  });

  test("the explore and get-started blocks link to the demo form and sign-up", async ({ page }) => {
    // Each page has one closing call to action (docs/design-system.md#section-layouts): the home page's is
    // "Ready to get Started", the other pages' "Are you ready to Explore".
    await page.goto("/case-studies");
    const explore = page.locator("section", { has: page.getByRole("heading", { name: "Are you ready to Explore" }) });
    await expect(explore.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/schedule-demo");
    await page.goto("/");
    const started = page.locator("section", { has: page.getByRole("heading", { name: "Ready to get Started" }) });
    await expect(started.getByRole("link", { name: "Start Free Testing" })).toHaveAttribute("href", "/signup");
    await expect(started.getByText("Free Signup")).toBeVisible();
    await expect(started.getByText("24/7 Support")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Extreme test assets" })).toBeVisible();
  });

  test("the logo strip keeps the DOM small and can be paused", async ({ page }) => {
    await page.goto("/");
    const track = page.getByTestId("logo-track");
    expect(await track.locator("> *").count()).toBeLessThan(50);
    const pause = page.getByRole("button", { name: /Pause/ });
    await pause.click();
    await expect(page.getByRole("button", { name: /Play/ })).toBeVisible();
  });

  test("the demo prompt shows once per browser session and can be closed", async ({ page }) => {
    await page.goto("/webinars");
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    // The demo prompt waits until the visitor reads past the hero (issue 18).
    await page.mouse.wheel(0, 700);
    const prompt = page
      .getByRole("dialog", { name: /demo/i })
      .filter({ has: page.getByRole("button", { name: "Close demo prompt" }) });
    await expect(prompt).toBeVisible({ timeout: 6_000 });
    await prompt.getByRole("button", { name: "Close demo prompt" }).click();
    await expect(prompt).toHaveCount(0);
    await page.goto("/blogs");
    await page.waitForTimeout(4_000);
    await expect(prompt).toHaveCount(0);
  });

  test("the web banner hides for the session once closed", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Announcement" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Close announcement" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await expect(banner).toHaveCount(0);
  });

  test("the loader is hidden once the app has mounted", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await expect(page.getByTestId("app-loader")).toBeHidden();
  });

  test("legal pages render their full text", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByText("06/08/2024").first()).toBeVisible();
    await expect(page.getByText(/children under 16/).first()).toBeVisible();
    await page.goto("/cookies-policy");
    await expect(page.getByText("login-user").first()).toBeVisible();
  });
});
