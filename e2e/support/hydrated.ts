import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Opens `path` and waits until the app has hydrated (root.tsx sets
 * html[data-mounted]): hovers and other continuous pointer events sent
 * before that are not replayed by React, so a test would race hydration.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  // Generous: hydration waits for the route's code, and the app shell waits a second more (docs/product/pages-and-routes.md#render-delay).
  await expect(page.locator("html")).toHaveAttribute("data-mounted", "true", { timeout: 20_000 });
  return response;
}
