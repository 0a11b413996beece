import { expect, test } from "../support/test";

test.describe("footer", () => {
  for (const [country, office, absent] of [
    ["IN", "India", "United States"],
    ["GB", "United Kingdom", "India"],
    ["US", "United States", "India"],
    ["FR", "Canada", "United Kingdom"],
  ] as const) {
    test(`the office block follows the country lookup (${country})`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { "CF-IPCountry": country } });
      const page = await context.newPage();
      // The block switches when the lookup answers, after hydration and a lazily loaded call: wait for
      // that answer rather than for a time (on a busy machine it came later than the 7 s of an expect).
      const lookup = page.waitForResponse((response) => new URL(response.url()).pathname === "/v1/public/country");
      await page.goto("/webinars");
      expect((await lookup).status()).toBe(200);
      const offices = page
        .getByRole("contentinfo")
        .locator("section", { hasText: /office/i })
        .first();
      await expect(offices.getByText(office, { exact: true }).locator("visible=true").first()).toBeVisible();
      await expect(offices.getByText(absent, { exact: true }).locator("visible=true")).toHaveCount(0);
      await context.close();
    });
  }

  test("each legal link opens the dialog on its own tab", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [link, tab, text] of [
      ["Terms of use", "Terms of use", "Terms"],
      ["Privacy policy", "Privacy policy", "children under 16"],
      ["EULA", "EULA", "30 days' notice"],
    ] as const) {
      await footer.getByRole("button", { name: link }).click();
      // By its name: on a slow run the timed prompts (dialogs too, at 3 and 10 s) are up by now.
      const dialog = page.getByRole("dialog", { name: "Legal information" });
      await expect(dialog.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(dialog.getByRole("tabpanel")).toContainText(text);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  test("the privacy tab shows it was last updated 06/08/2024", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Privacy policy" }).click();
    await expect(page.getByRole("dialog", { name: "Legal information" })).toContainText("06/08/2024");
  });

  test("the chat popup appears 10 seconds after load and can be closed", async ({ page }) => {
    await page.clock.install();
    await page.goto("/webinars");
    // The 10 s start when the app has mounted (the timer is set in an effect).
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await page.clock.runFor(9_000);
    const popup = page.getByRole("dialog", { name: /Questions about Ignitest/ });
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Close questions popup" }).click();
    await expect(popup).toHaveCount(0);
  });
});
