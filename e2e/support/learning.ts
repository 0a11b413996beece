import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

export { gotoHydrated } from "./hydrated";

/** Helpers shared by the academy, tutorial and release-note specs. */

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The address the page's video element is playing, or would play (its first source). */
export function videoSource(page: Page): Promise<string> {
  return page.locator("video").evaluate((video: HTMLVideoElement) => {
    const source = video.currentSrc || video.querySelector("source")?.src || video.src;
    return new URL(source).pathname;
  });
}

/** Mutes the video (autoplay rules allow muted playback without a gesture), plays it and returns. */
export async function playMuted(page: Page) {
  await page.locator("video").evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
  });
}

export function videoTime(page: Page): Promise<number> {
  return page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime);
}
