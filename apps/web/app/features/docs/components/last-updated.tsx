import { formatDate } from "~/lib/format-date";
/** "Last updated October 2, 2026", with the ISO date for machines. */
export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="text-sm text-slate-600">
      Last updated <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}

/** 2026-10-02 → "October 2, 2026" (lib/format-date.ts). */
export function formatLongDate(iso: string): string {
  return formatDate(iso);
}
