import { formatDate } from "~/lib/format-date";

/** "November 24, 2026", in UTC so every visitor reads the date the certificate carries. */
export function formatDay(iso: string): string {
  return formatDate(iso);
}
