import type { Page } from "@playwright/test";

export { gotoHydrated } from "./hydrated";

/** Helpers shared by the academy, tutorial and release-note specs. */

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
