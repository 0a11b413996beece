import { formatDate } from "~/lib/format-date";

/** 2025-03-14 → "March 14, 2025" (lib/format-date.ts). */
export function formatArticleDate(isoDate: string): string {
  return formatDate(isoDate);
}
