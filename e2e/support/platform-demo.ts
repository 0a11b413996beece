import type { Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { expect } from "./test";

/** Opens a Platform demo area (docs/platform-demo.md) and waits for its banner and its screen's heading. */
export async function openArea(page: Page, path: string, heading: string) {
  await gotoHydrated(page, path);
  await expect(page.getByTestId("demo-banner")).toContainText("nothing leaves it");
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
}
