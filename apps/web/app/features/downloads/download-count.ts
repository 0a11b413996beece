import { formatNumber } from "~/lib/format-number";

/**
 * Below this many downloads a count says more about the product's youth than
 * about the client, so the page shows none (issue 18: never "0 downloads").
 */
export const DOWNLOAD_COUNT_THRESHOLD = 100;

/** "1,234 downloads", or "" while the count is unknown or under the threshold. */
export function downloadCountLabel(count: number | null | undefined): string {
  if (count === null || count === undefined || count < DOWNLOAD_COUNT_THRESHOLD) return "";
  return `${formatNumber(count)} downloads`;
}
