/**
 * How the demo's runs and defects write times and durations: in the project's time zone and clock
 * (the Configuration area's Time Zone tab, docs/platform-demo.md#configuration); UTC, 24-hour, by default.
 */

export type TimeStyle = { zone: string; hour12: boolean };

const utc: TimeStyle = { zone: "UTC", hour12: false };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor({ zone, hour12 }: TimeStyle): Intl.DateTimeFormat {
  const key = `${zone}|${hour12}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: hour12 ? "h12" : "h23",
      timeZone: zone,
      timeZoneName: "short",
    });
    formats.set(key, format);
  }
  return format;
}

/** "Nov 26, 2026, 02:07 UTC"; in Europe/Berlin "Nov 26, 2026, 03:07 GMT+1". */
export function formatWhen(iso: string, style: TimeStyle = utc): string {
  return formatFor(style).format(new Date(iso));
}

/** "0.4 s", "12.3 s", "2 min 05 s". */
export function formatDuration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}
