import { site } from "@ignitest/contracts";

/** docs/product/flows.md#finder-deep-link: the fallback check runs after 1000 ms and only if less than 1500 ms have passed. */
export const DEEP_LINK_TIMER_MS = 1000;
export const DEEP_LINK_THRESHOLD_MS = 1500;

/** The desktop client's custom protocol. */
export const finderProtocolUrl = `${site.slug}-finder://open`;
export const finderDownloadPath = `/${site.slug}-finder#download`;

/**
 * Tries the Finder desktop client by its custom protocol. If the client
 * opened, the page loses focus or is hidden (or the timer fires late because
 * the browser was busy handing over); otherwise, after about 1 s, the visitor
 * goes to the download section (docs/product/flows.md#finder-deep-link).
 */
export function openFinderClient(goToDownload: () => void, now: () => number = Date.now): void {
  const started = now();
  window.location.assign(finderProtocolUrl);
  window.setTimeout(() => {
    const stillActive = document.visibilityState === "visible" && document.hasFocus();
    if (stillActive && now() - started < DEEP_LINK_THRESHOLD_MS) goToDownload();
  }, DEEP_LINK_TIMER_MS);
}
