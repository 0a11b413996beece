/**
 * The year the site is built, fixed into the bundle (the footer's copyright
 * line, issue 30, item 4: one timeline), so a visitor's clock never changes it.
 */
export function buildYear(now: Date = new Date()): number {
  return now.getUTCFullYear();
}
