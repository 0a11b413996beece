/** How the demo's runs and defects write times and durations: in the project's time zone, UTC in the demo. */

const when = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** "Nov 26, 2026, 02:07 UTC". */
export function formatWhen(iso: string): string {
  return `${when.format(new Date(iso))} UTC`;
}

/** "0.4 s", "12.3 s", "2 min 05 s". */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}
