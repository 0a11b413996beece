import type { Page } from "@playwright/test";
import { productScreens } from "../../content/pages/platform-demo-screens.ts";
import { gotoHydrated } from "./hydrated";
import { expect } from "./test";

/** Opens a Platform demo area (docs/platform-demo.md) and waits for its banner and its screen's heading. */
export async function openArea(page: Page, path: string, heading: string) {
  await gotoHydrated(page, path);
  await expect(page.getByTestId("demo-banner")).toContainText("nothing leaves it");
  await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible({ timeout: 15_000 });
}

/**
 * The product's screens a route shows (content/pages/platform-demo-screens.ts): the tabs of a Platform
 * demo area, or the test editor's controls on /playground. The route sweep finds each on its page, so
 * a lesson's screen (issue 28: lesson scripts name screens that exist) is one the demo really shows.
 */
type Control = { role: "tab" | "button" | "list"; name: string };

export function productScreensOn(path: string): Control[] {
  const area = path === "/playground" ? "editor" : /^\/playground\/platform\/([^/]+)$/.exec(path)?.[1];
  if (!area) return [];
  const controls = Object.values(productScreens)
    .flatMap((tabs) => Object.values(tabs))
    .filter((place) => place.area === area)
    .flatMap((place): Control[] =>
      place.tab ? [{ role: "tab" as const, name: place.tab }] : place.control ? [place.control] : [],
    );
  return [
    ...new Map(controls.map((control): [string, Control] => [`${control.role}:${control.name}`, control])).values(),
  ];
}
