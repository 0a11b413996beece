import { expect, test } from "@playwright/test";

/**
 * Unknown pages under the docs and tutorial routes (which have params):
 * the server answers with the prerendered not-found page and HTTP 404, and
 * the browser must keep showing "Page not found", not the error screen. As in
 * blog.spec.ts, plain Playwright: React reports an expected, recoverable
 * hydration mismatch there (the not-found markup was rendered for the
 * catch-all route), which the console guard would count.
 */
for (const path of [
  "/docs/analytics/no-such-page",
  "/docs/no-such-section/overview",
  "/video-tutorial/execution/no-such-topic",
]) {
  test(`${path} shows the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await expect(page).toHaveTitle(/not found/i);
  });
}
