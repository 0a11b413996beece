/** "m:ss" (or "mm:ss"), as chapter times and durations are written. */
export const timestampPattern = /^(\d{1,2}):([0-5]\d)$/;

/** "1:05" → 65. Throws on anything else: front matter is validated before this runs. */
export function toSeconds(timestamp: string): number {
  const match = timestampPattern.exec(timestamp);
  if (!match) throw new Error(`not a m:ss timestamp: ${timestamp}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 65 → "1:05". */
export function formatTimestamp(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
