import type { Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated";
import { expect, test } from "../support/test";

/**
 * Issue 18, item 2: the demo prompt and the chat popup stay out of the way.
 * Never on form, account or thank-you pages; never both at once; never over
 * a button or form field (on phones a slim bar at the bottom). The clock is
 * Playwright's, so both timers (3 s and 10 s) are certain to have fired.
 */
const prompts = "dialog[data-prompt]";

/** Buttons and fields of the page that a visible prompt overlaps. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const covered: string[] = [];
    for (const prompt of document.querySelectorAll(selector)) {
      const zone = prompt.getBoundingClientRect();
      for (const element of document.querySelectorAll(
        "main .btn, main button, main input, main select, main textarea",
      )) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < zone.right && box.right > zone.left && box.top < zone.bottom && box.bottom > zone.top) {
          covered.push((element.textContent || element.getAttribute("name") || element.tagName).trim());
        }
      }
    }
    return covered;
  }, prompts);
}

for (const path of ["/signup", "/signin", "/schedule-demo", "/contactus", "/thank-you", "/forgot-password"]) {
  test(`no prompt on the form page ${path}, before or after scrolling`, async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, path);
    await page.clock.runFor(12_000);
    await page.mouse.wheel(0, 600);
    await page.clock.runFor(2_000);
    await expect(page.locator(prompts)).toHaveCount(0);
  });
}

test("at 375 px the prompts are one slim bottom bar at a time, never over the hero's buttons", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.clock.install();
  await gotoHydrated(page, "/");
  const heroButtons = [
    page.getByRole("main").getByRole("link", { name: "Start Free Testing" }).first(),
    page.getByRole("main").getByRole("link", { name: "Get a Demo" }).first(),
  ];
  // Past both timers without scrolling: whatever shows must leave the hero's buttons clear.
  await page.clock.runFor(11_000);
  expect(await page.locator(prompts).count()).toBeLessThanOrEqual(1);
  for (const button of heroButtons) await expect(button).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);

  // Reading on: the bar (when one shows) is at the bottom edge, at most 64 px tall, and still covers no control.
  for (let step = 0; step < 6; step++) {
    await page.mouse.wheel(0, 500);
    await page.clock.runFor(500);
    const shown = page.locator(prompts);
    expect(await shown.count(), "never both prompts at once").toBeLessThanOrEqual(1);
    if ((await shown.count()) === 1) {
      const box = await shown.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(667);
    }
  }
  await expect(page.locator(prompts)).toHaveCount(1);
});

test("at 1440 px the demo prompt waits until the visitor reads past the hero, and the chat popup waits for it", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.runFor(5_000);
  // Still on the hero: no demo prompt over it.
  await expect(page.getByRole("dialog", { name: /30-minute demo/ })).toHaveCount(0);
  await page.mouse.wheel(0, 700);
  await expect(page.getByRole("dialog", { name: /30-minute demo/ })).toBeVisible();
  // The chat popup's 10 s pass while the demo prompt shows: it waits.
  await page.clock.runFor(7_000);
  await expect(page.getByRole("dialog", { name: /Questions about/ })).toHaveCount(0);
  expect(await coveredControls(page)).toEqual([]);
  // Closing the demo prompt frees the place for it.
  await page.getByRole("button", { name: "Close demo prompt" }).click();
  await page.mouse.wheel(0, 10);
  await expect(page.getByRole("dialog", { name: /Questions about/ })).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
});
