import { gotoHydrated } from "../support/hydrated";
import { expect, test } from "../support/test";

/**
 * Issue 30, item 4: the customer-logo strip never overlaps itself. Each cell
 * is as wide as its logo (features/home/components/logo-strip.tsx), so at
 * every width neighbouring logos sit side by side and no logo spills out of
 * its cell. The strip is paused first, so it is measured at rest.
 */
for (const width of [320, 375, 768, 1440]) {
  test(`at ${width} px no customer logo overlaps another or spills out of its cell`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/");
    const pause = page.getByRole("button", { name: "Pause customer logos" });
    await pause.scrollIntoViewIfNeeded();
    await pause.click();
    await expect(page.getByRole("button", { name: "Play customer logos" })).toBeVisible();
    const cells = await page.getByTestId("logo-track").evaluate((track) =>
      [...track.querySelectorAll("[data-logo]")].map((cell) => {
        const box = cell.getBoundingClientRect();
        const logo = (cell.firstElementChild as HTMLElement).getBoundingClientRect();
        return { left: box.left, right: box.right, logoLeft: logo.left, logoRight: logo.right };
      }),
    );
    expect(cells.length).toBeGreaterThan(3);
    cells.forEach((cell, index) => {
      expect(cell.right - cell.left, `cell ${index} has a width`).toBeGreaterThan(40);
      expect(cell.logoLeft, `logo ${index} within its cell`).toBeGreaterThanOrEqual(cell.left - 0.5);
      expect(cell.logoRight, `logo ${index} within its cell`).toBeLessThanOrEqual(cell.right + 0.5);
      const next = cells[index + 1];
      if (next)
        expect(next.left, `logo ${index + 1} starts after logo ${index} ends`).toBeGreaterThanOrEqual(cell.right - 0.5);
    });
  });
}
