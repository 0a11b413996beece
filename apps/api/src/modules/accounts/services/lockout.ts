import { accountsSettings } from "../accounts-settings.js";
import type { LockoutRepository } from "../lockout-data.js";

const { threshold, baseLockSeconds, maxLockSeconds, forgetAfterMs } = accountsSettings.lockout;
const { delayAfter, baseDelaySeconds, maxDelaySeconds, captchaAfter } = accountsSettings.accountThrottle;

/** What the account throttle asks of the next attempt, whatever address it comes from. */
export type AccountGate = { waitSeconds: number; captchaRequired: boolean };

/**
 * Sign-in lock-out in two layers.
 * - Per (account, IP): from the 10th failure on, each failure locks the pair
 *   for 1, 2, 4 … minutes, at most 60. Keyed on the pair so that a stranger
 *   cannot lock the owner out from elsewhere.
 * - Per account, from all addresses: after 12 failures each attempt waits a
 *   growing delay (1 s doubling, at most 60 s), after 20 it needs a captcha.
 *   So a botnet of addresses cannot guess one password, and the owner is only
 *   slowed, never locked out.
 */
export function createLockout({ repository, now }: { repository: LockoutRepository; now: () => Date }) {
  const secondsUntil = (until: Date | null | undefined) =>
    until ? Math.max(0, Math.ceil((until.getTime() - now().getTime()) / 1000)) : 0;

  return {
    /** Seconds until the pair may try again, or 0. */
    async secondsLocked(email: string, ip: string): Promise<number> {
      return secondsUntil((await repository.find(email, ip))?.lockedUntil);
    },

    /** The wait and captcha the account's recent failures impose on the next attempt. */
    async accountGate(email: string): Promise<AccountGate> {
      const row = await repository.findAccount(email);
      if (!row || row.lastFailureAt.getTime() < now().getTime() - forgetAfterMs) {
        return { waitSeconds: 0, captchaRequired: false };
      }
      return { waitSeconds: secondsUntil(row.nextAttemptAt), captchaRequired: row.failures >= captchaAfter };
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      const at = now();
      const { pairFailures, accountFailures } = await repository.addFailure(
        email,
        ip,
        at,
        new Date(at.getTime() - forgetAfterMs),
      );
      const lock = lockSecondsAfter(pairFailures);
      if (lock > 0) await repository.lockUntil(email, ip, new Date(at.getTime() + lock * 1000));
      const delay = accountDelaySecondsAfter(accountFailures);
      if (delay > 0) await repository.delayAccountUntil(email, new Date(at.getTime() + delay * 1000));
    },

    clear: (email: string, ip?: string) => repository.clear(email, ip),
  };
}
export type Lockout = ReturnType<typeof createLockout>;

/** The lock of one (account, IP) pair after `failures` failures, in seconds (for docs and tests). */
export function lockSecondsAfter(failures: number): number {
  return failures < threshold ? 0 : Math.min(maxLockSeconds, baseLockSeconds * 2 ** (failures - threshold));
}

/** The account-wide wait before the next attempt after `failures` failures from any addresses, in seconds. */
export function accountDelaySecondsAfter(failures: number): number {
  return failures <= delayAfter ? 0 : Math.min(maxDelaySeconds, baseDelaySeconds * 2 ** (failures - delayAfter - 1));
}
