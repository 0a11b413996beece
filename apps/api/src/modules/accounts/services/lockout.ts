import { accountsSettings } from "../accounts-settings.js";
import type { LockoutRepository } from "../lockout-data.js";

const { threshold, baseLockSeconds, maxLockSeconds, forgetAfterMs } = accountsSettings.lockout;

/**
 * Sign-in lock-out per (account, IP): from the 10th failure on, each failure
 * locks the pair for 1, 2, 4 … minutes, at most 60. Keyed on the pair so that
 * a stranger cannot lock the owner out from elsewhere; the per-IP rate limit
 * bounds guessing across many accounts.
 */
export function createLockout({ repository, now }: { repository: LockoutRepository; now: () => Date }) {
  return {
    /** Seconds until the pair may try again, or 0. */
    async secondsLocked(email: string, ip: string): Promise<number> {
      const row = await repository.find(email, ip);
      if (!row?.lockedUntil) return 0;
      return Math.max(0, Math.ceil((row.lockedUntil.getTime() - now().getTime()) / 1000));
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const at = now();
      const failures = await repository.addFailure(email, ip, at, new Date(at.getTime() - forgetAfterMs));
      if (failures < threshold) return;
      const seconds = Math.min(maxLockSeconds, baseLockSeconds * 2 ** (failures - threshold));
      await repository.lockUntil(email, ip, new Date(at.getTime() + seconds * 1000));
    },

    clear: (email: string, ip?: string) => repository.clear(email, ip),
  };
}
export type Lockout = ReturnType<typeof createLockout>;

/** The lock after `failures` failures, in seconds (for docs and tests). */
export function lockSecondsAfter(failures: number): number {
  return failures < threshold ? 0 : Math.min(maxLockSeconds, baseLockSeconds * 2 ** (failures - threshold));
}
