const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Thu, Dec 3, 2026 · 15:00 UTC" (the site's US date order, lib/format-date.ts). Written by hand rather than with Intl so the
 * prerendered text and the hydrated text match exactly, whatever ICU data the
 * build machine and the browser carry.
 */
export function formatSessionDate(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")}`;
  return `${weekdays[date.getUTCDay()]}, ${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()} · ${time} UTC`;
}

/** "Oct 15, 2026", for recordings. */
export function formatSessionDay(iso: string): string {
  const date = new Date(iso);
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
