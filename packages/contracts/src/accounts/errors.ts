import { z } from "zod";
import { ApiErrorSchema } from "../health.js";

// ---------------------------------------------------------------- errors

/**
 * Machine-readable reason on every accounts error, so a page can route
 * (LINK_EXPIRED → /activation-link-expired …) without reading the message.
 */
export const AccountsErrorCodeSchema = z.enum([
  /** 400: a field failed its schema; `issues` names it. */
  "VALIDATION_FAILED",
  /** 400: captcha missing, wrong, expired or already used; fetch a new challenge. */
  "CAPTCHA_FAILED",
  /** 400: the new password is common or guessable (it contains the e-mail name, the product name, …). */
  "PASSWORD_REJECTED",
  /** 401: "The e-mail or password is incorrect." */
  "INVALID_CREDENTIALS",
  /** 403: correct password, account not activated yet: go to /activation-warning. */
  "ACCOUNT_NOT_ACTIVATED",
  /** 403: the account is disabled; it may sign in (docs/product/flows.md#roles) but not change its details. */
  "ACCOUNT_DISABLED",
  /** 401: missing, invalid, expired or signed-out access token. */
  "UNAUTHENTICATED",
  /** 400: unknown or malformed link token. */
  "LINK_INVALID",
  /** 410: the link is older than 30 minutes. */
  "LINK_EXPIRED",
  /** 410: the link was already used (or a newer one replaced it). */
  "LINK_USED",
  /** 400: wrong code, or no code was requested for this number. */
  "OTP_INVALID",
  /** 410: the code is older than 10 minutes. */
  "OTP_EXPIRED",
  /** 429: too many wrong codes; request a new one. */
  "OTP_LOCKED",
  /** 429 with Retry-After: "Too many failed sign-ins. Try again in N minutes." */
  "ACCOUNT_LOCKED",
  /** 429 with Retry-After: many failed sign-ins to this account from several places; wait a few seconds. */
  "SIGN_IN_DELAYED",
  /** 400: many failed sign-ins to this account: send the sign-in again with a solved captcha. */
  "CAPTCHA_REQUIRED",
  /** 429 with Retry-After: too many requests from this address. */
  "RATE_LIMITED",
]);
export type AccountsErrorCode = z.infer<typeof AccountsErrorCodeSchema>;

/** The shared ApiError body plus the accounts code. */
export const AccountsErrorSchema = ApiErrorSchema.extend({
  code: AccountsErrorCodeSchema.optional(),
});
export type AccountsError = z.infer<typeof AccountsErrorSchema>;

/** Paths of the service, so web and api spell them once. */
export const accountsPaths = {
  siteKey: "/optimize/v1/public/user/site-key",
  emailExists: "/optimize/v1/public/user/email/exists",
  signUp: "/optimize/v1/public/user/signup",
  resendActivation: "/optimize/v1/public/user/activation/resend",
  validateUserToken: "/optimize/v1/public/user/validate/user-token",
  activate: "/optimize/v1/public/user/activation/activate",
  changePhone: "/optimize/v1/public/user/change-phone",
  signIn: "/optimize/v1/public/user/signin",
  sendChangePasswordLink: "/optimize/v1/public/user/send-change-pwd-link",
  changePassword: "/optimize/v1/public/user/change-password",
  signOut: "/optimize/v1/user/signout",
} as const;

/** Pages that e-mailed links open (docs/accounts-flow.md); the token rides in `?token=`. */
export const accountsLinkPaths = {
  activation: "/user-activated",
  passwordReset: "/change-password",
} as const;
// CONTRACTS READY
