/** First retry after about this long; each failure doubles it. */
export const RETRY_BASE_MS = 1000;
/** No wait between two attempts grows past this. */
export const RETRY_CAP_MS = 15 * 60 * 1000;
/** An entry still failing this long after it was created is dead: logged and left for a person. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The wait before attempt `attempts + 1`, after `attempts` failures:
 * exponential (1 s, 2 s, 4 s … capped at 15 min) with "equal jitter" (a random
 * point in the upper half), so replicas retrying a recovered CRM together do
 * not all arrive in the same second, yet no retry comes sooner than half the
 * schedule.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponential = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/** Next attempt's time, or null when the entry has been failing for 24 h and is to be marked dead. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date, random?: () => number): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(attempts, random));
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
