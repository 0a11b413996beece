import { gotoHydrated } from "../support/hydrated";
import { coveredControls, PAST_BOTH_PROMPTS_MS, promptSelector } from "../support/prompts";
import { expect, test } from "../support/test";

/**
 * Issues 18 and 30 (item 3), docs/decisions/063: the demo prompt and the chat
 * popup stay out of the way. They are small chips in a free spot that covers
 * no link, button or field; they show only on selling pages, never on docs,
 * academy, learning, account, form, thank-you or not-found pages; once closed
 * they stay closed for the session. The clock is Playwright's, so both timers
 * (3 s and 10 s) are certain to have fired.
 */
const demo = /30-minute demo/;
const chat = /Questions about/;

test.describe("pages where the prompts do not belong", () => {
  // The not-found page: the browser logs the document's own 404 status.
  test.use({ allowConsoleErrors: [/status of 404/] });
  for (const path of [
    "/signup",
    "/signin",
    "/schedule-demo",
    "/contactus",
    "/thank-you",
    "/forgot-password",
    "/documentation",
    "/ignitest-academy",
    "/release-notes/latest-version",
    "/blogs",
    "/this-page-does-not-exist",
  ]) {
    test(`no prompt on ${path}, before or after scrolling`, async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, path);
      await page.clock.runFor(PAST_BOTH_PROMPTS_MS);
      await page.mouse.wheel(0, 600);
      await page.clock.runFor(2_000);
      await expect(page.locator(promptSelector)).toHaveCount(0);
    });
  }
});

for (const [width, height] of [
  [375, 667],
  [1440, 900],
] as const) {
  test(`at ${width} px both prompts show on the home page of a visitor who does not scroll, covering nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.runFor(3_500);
    await expect(page.getByRole("dialog", { name: demo })).toBeVisible();
    await expect(page.getByRole("dialog", { name: chat })).toHaveCount(0);
    await expect.poll(() => coveredControls(page)).toEqual([]);
    // The chat popup's 10 s (docs/product/blocks.md#chat-popup): it shows too, in its own free spot.
    await page.clock.runFor(7_000);
    await expect(page.getByRole("dialog", { name: chat })).toBeVisible();
    await expect.poll(() => coveredControls(page)).toEqual([]);
    for (const prompt of await page.locator(promptSelector).all()) {
      const box = await prompt.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(44);
      expect(box?.width).toBeLessThanOrEqual(240);
      // Its text and its close button fit inside the chip.
      expect(await prompt.evaluate((chip) => chip.scrollWidth <= chip.clientWidth)).toBe(true);
    }

    // Reading on: at every stop the prompts still cover no link, button or field.
    for (let step = 0; step < 6; step++) {
      await page.mouse.wheel(0, 500);
      await page.clock.runFor(300);
      // The prompts move on the next frame after a scroll: wait for them to settle.
      await expect.poll(() => coveredControls(page), { message: `after scrolling ${(step + 1) * 500} px` }).toEqual([]);
    }
  });
}

test("once closed, each prompt stays closed for the session", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.runFor(PAST_BOTH_PROMPTS_MS);
  await page.getByRole("button", { name: "Close demo prompt" }).click();
  await page.getByRole("button", { name: "Close questions popup" }).click();
  await expect(page.locator(promptSelector)).toHaveCount(0);
  await gotoHydrated(page, "/webinars");
  await page.clock.runFor(PAST_BOTH_PROMPTS_MS);
  await page.mouse.wheel(0, 600);
  await page.clock.runFor(1_000);
  await expect(page.locator(promptSelector)).toHaveCount(0);
});

test("an open prompt leaves when the visitor moves on to a page where it does not belong", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.runFor(3_500);
  await expect(page.getByRole("dialog", { name: demo })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Documentation" }).first().click();
  await expect(page).toHaveURL(/\/documentation$/);
  await expect(page.locator(promptSelector)).toHaveCount(0);
});
