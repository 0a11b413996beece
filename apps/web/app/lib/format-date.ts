/**
 * The site's one date format (US English, content/STYLE.md): "March 14, 2025".
 * Written by hand rather than with Intl so prerendered and hydrated text match
 * whatever ICU data the build machine and the browser carry; read in UTC, so
 * every visitor sees the date the content carries.
 */
export const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-03-14" or a full ISO timestamp → "March 14, 2025". */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Mar 14, 2025": the short form, where space is tight (webinar cards). */
export function formatShortDate(iso: string): string {
  return formatDate(iso).replace(/^(\w{3})\w*/, "$1");
}

/** "2025-05-20" → "May 2025", in the same format and month names. */
export function formatMonthYear(isoDate: string): string {
  return `${months[Number(isoDate.slice(5, 7)) - 1] ?? ""} ${isoDate.slice(0, 4)}`;
}
