import { trialPlan } from "./trial-plan.js";

/**
 * The numbers of the accounts service in one place (docs/accounts-flow.md
 * explains them to the pages).
 */
export const accountsSettings = {
  /** Activation and password-reset links. */
  linkTtlMs: 30 * 60 * 1000,
  /** Phone-change codes. */
  otpTtlMs: 10 * 60 * 1000,
  otpMaxAttempts: 5,
  /** Access token lifetime (JWT exp). */
  accessTokenTtlSeconds: 60 * 60,
  /**
   * Mails a visitor can trigger without proving they own the address
   * (activation resend, reset link, "you already have an account"): at most
   * one of each kind per address in this time (answer unchanged).
   */
  mailCooldownMs: 15 * 60 * 1000,
  lockout: {
    /** Failures per (e-mail, IP) before sign-in locks. */
    threshold: 10,
    /** First lock; doubles with each further failure. */
    baseLockSeconds: 60,
    maxLockSeconds: 60 * 60,
    /** A pair with no failure for this long starts again from zero (and its row is deleted). */
    forgetAfterMs: 24 * 60 * 60 * 1000,
    /** Rows kept per account; older addresses' rows go (the per-account count below still has them). */
    maxAddressesPerAccount: 50,
  },
  /**
   * Failures per account from all addresses together, so that many addresses
   * cannot guess one password: after `delayAfter` each further attempt waits
   * 1, 2, 4 … seconds (at most `maxDelaySeconds`), after `captchaAfter` it also
   * needs a solved captcha. The owner is slowed down, never locked out.
   */
  accountThrottle: {
    delayAfter: 12,
    baseDelaySeconds: 1,
    maxDelaySeconds: 60,
    captchaAfter: 20,
  },
  /** The licence every account gets on activation. */
  trial: trialPlan,
  /** Per-IP limits (requests per minute) of the public calls. */
  rateLimits: {
    emailExists: 10,
    signUp: 5,
    resendActivation: 5,
    validateUserToken: 30,
    activate: 10,
    changePhone: 10,
    signIn: 30,
    sendChangePasswordLink: 5,
    changePassword: 10,
    signOut: 30,
  },
} as const;

export type RateLimitedCall = keyof typeof accountsSettings.rateLimits;
