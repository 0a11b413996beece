import { z } from "zod";
import { CaptchaPayloadSchema } from "./forms.js";
import { ApiErrorSchema } from "./health.js";

/**
 * The app-management (accounts) service, SPEC section 7: every request body
 * and response of /optimize/v1/public/user/… and /optimize/v1/user/signout.
 * The flow between the pages that call them is docs/accounts-flow.md.
 *
 * Every call may carry `Authorization: Bearer <access_token>` from the stored
 * login record; only change-phone and signout require it. Bodies are JSON;
 * signup also accepts multipart/form-data with the same field names.
 */

// ---------------------------------------------------------------- fields

/** No line breaks or other control characters: names end up in e-mail headers and greetings. */
const noControlCharacters = /^[^\p{Cc}]*$/u;

/** An e-mail address, trimmed and lower-cased so one mailbox is one account. */
export const EmailSchema = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .toLowerCase()
  .max(254, "The e-mail address is too long.")
  .pipe(z.email("Enter a valid e-mail address."));

/**
 * A new password (NIST SP 800-63B): length only, no composition rules.
 * The server also rejects common and guessable passwords (code PASSWORD_REJECTED).
 */
export const PasswordSchema = z
  .string({ error: "Enter a password." })
  .min(12, "Use at least 12 characters.")
  .max(128, "Use at most 128 characters.");

/** The password typed at sign-in: checked against the hash, so only bounded here. */
export const SignInPasswordSchema = z
  .string({ error: "Enter your password." })
  .min(1, "Enter your password.")
  .max(128, "The e-mail or password is incorrect.");

/** A phone number in E.164 (+ country code, up to 15 digits); spaces, dots, dashes and brackets are dropped first. */
export const PhoneSchema = z
  .string({ error: "Enter your phone number." })
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, "Enter the number with its country code, e.g. +44 20 7946 0958."));

/** The person's full name as shown in the profile circle and popup. */
export const PersonNameSchema = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(100, "Use at most 100 characters.")
  .regex(noControlCharacters, "Use letters, spaces and punctuation only.");

export const CompanySchema = z
  .string({ error: "Enter your company name." })
  .trim()
  .min(1, "Enter your company name.")
  .max(120, "Use at most 120 characters.")
  .regex(noControlCharacters, "Use letters, spaces and punctuation only.");

/** The 6-digit one-time code sent to confirm a phone change. */
export const OtpSchema = z
  .string({ error: "Enter the 6-digit code." })
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code.");

/**
 * A token from an e-mailed link (?token=…): 32 random bytes, base64url.
 * Only bounded here; an unknown or malformed token is answered LINK_INVALID.
 */
export const LinkTokenSchema = z
  .string({ error: "The link has no token." })
  .trim()
  .min(1, "The link has no token.")
  .max(200, "The link is not valid.");

/** What a link token is for. */
export const TokenPurposeSchema = z.enum(["ACTIVATION", "PASSWORD_RESET"], {
  error: "purpose must be ACTIVATION or PASSWORD_RESET.",
});
export type TokenPurpose = z.infer<typeof TokenPurposeSchema>;

// ---------------------------------------------------------------- captcha (ALTCHA)

/**
 * POST /optimize/v1/public/user/site-key (no body) answers an ALTCHA v2
 * proof-of-work challenge. Hand it to the `altcha-widget` as its `challenge`;
 * it expires after 10 minutes.
 */
export const CaptchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;
export const SiteKeyResponseSchema = CaptchaChallengeSchema;
export type SiteKeyResponse = CaptchaChallenge;

// The widget's solved payload (its hidden `altcha` field, base64 JSON) is
// CaptchaPayloadSchema from forms.ts, shared with the demo and contact forms.
// Each solution is accepted once per purpose: one solve may serve
// email/exists and then signup, never two sign-ups (CAPTCHA_FAILED).

// ---------------------------------------------------------------- login record

export const UserStatusSchema = z.enum(["ACTIVE", "DISABLED"]);
export const LicenseStatusSchema = z.enum(["ACTIVE", "EXPIRED"]);
export const BillingCycleSchema = z.enum(["Yearly", "Monthly"]);

/**
 * The stored login record (SPEC section 3), kept in localStorage under
 * `login-user`; exactly the spec's fields. `expires_in` is the licence's whole
 * days left (0 once expired), not the access token's lifetime: the token
 * carries its own `exp` (60 minutes) inside the JWT.
 */
export const LoginRecordSchema = z.strictObject({
  access_token: z.string().min(1),
  name: z.string(),
  /** The e-mail address. */
  userName: z.string(),
  currentLicenseId: z.string(),
  userStatus: UserStatusSchema,
  licenseStatus: LicenseStatusSchema,
  billingCycle: BillingCycleSchema,
  expires_in: z.number().int().nonnegative(),
});
export type LoginRecord = z.infer<typeof LoginRecordSchema>;

/** localStorage key of the login record (SPEC section 3). */
export const loginRecordStorageKey = "login-user";

// ---------------------------------------------------------------- answers shared by several calls

/** "We did it (or would have)": sign-up, resend and forgot-password answer this whether or not the address exists. */
export const AcceptedResponseSchema = z.object({
  status: z.literal("Success"),
  message: z.string(),
});
export type AcceptedResponse = z.infer<typeof AcceptedResponseSchema>;

// ---------------------------------------------------------------- calls

/** POST /optimize/v1/public/user/email/exists. Captcha-guarded and rate-limited; used by /signup only. */
export const EmailExistsRequestSchema = z.object({
  email: EmailSchema,
  captcha: CaptchaPayloadSchema,
});
export type EmailExistsRequest = z.infer<typeof EmailExistsRequestSchema>;
export const EmailExistsResponseSchema = z.object({ exists: z.boolean() });
export type EmailExistsResponse = z.infer<typeof EmailExistsResponseSchema>;

/** POST /optimize/v1/public/user/signup (JSON or multipart/form-data, same names). Answers AcceptedResponse. */
export const SignUpRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  company: CompanySchema,
  password: PasswordSchema,
  captcha: CaptchaPayloadSchema,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
export const SignUpResponseSchema = AcceptedResponseSchema;
export type SignUpResponse = AcceptedResponse;

/** POST /optimize/v1/public/user/activation/resend. Answers AcceptedResponse. */
export const ResendActivationRequestSchema = z.object({ email: EmailSchema });
export type ResendActivationRequest = z.infer<typeof ResendActivationRequestSchema>;
export const ResendActivationResponseSchema = AcceptedResponseSchema;
export type ResendActivationResponse = AcceptedResponse;

/**
 * POST /optimize/v1/public/user/validate/user-token: is this link still good?
 * Read-only (an e-mail scanner that opens the link consumes nothing).
 * Errors: LINK_INVALID (400), LINK_EXPIRED (410), LINK_USED (410).
 */
export const ValidateUserTokenRequestSchema = z.object({
  token: LinkTokenSchema,
  purpose: TokenPurposeSchema,
});
export type ValidateUserTokenRequest = z.infer<typeof ValidateUserTokenRequestSchema>;
export const ValidateUserTokenResponseSchema = z.object({
  status: z.literal("Valid"),
  purpose: TokenPurposeSchema,
  /** The account's address, for the hidden username field password managers read. */
  email: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
});
export type ValidateUserTokenResponse = z.infer<typeof ValidateUserTokenResponseSchema>;

/** POST /optimize/v1/public/user/activation/activate: consumes the activation token and starts the licence. */
export const ActivateRequestSchema = z.object({ token: LinkTokenSchema });
export type ActivateRequest = z.infer<typeof ActivateRequestSchema>;
export const ActivateResponseSchema = z.object({
  status: z.literal("Success"),
  email: z.string(),
});
export type ActivateResponse = z.infer<typeof ActivateResponseSchema>;

/**
 * POST /optimize/v1/public/user/change-phone, Bearer required. Two steps:
 * `{ phone }` mails a 6-digit code to the account's address (status OtpSent);
 * `{ phone, otp }` checks it and saves the number (status Success).
 * Errors: UNAUTHENTICATED (401), OTP_INVALID (400), OTP_EXPIRED (410), OTP_LOCKED (429).
 */
export const ChangePhoneRequestSchema = z.object({
  phone: PhoneSchema,
  otp: OtpSchema.optional(),
});
export type ChangePhoneRequest = z.infer<typeof ChangePhoneRequestSchema>;
export const ChangePhoneResponseSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("OtpSent"),
    phone: z.string(),
    /** Seconds the code stays valid (600). */
    otpExpiresIn: z.number().int().positive(),
    /** Wrong codes allowed before a new one must be requested. */
    attemptsAllowed: z.number().int().positive(),
  }),
  z.object({ status: z.literal("Success"), phone: z.string() }),
]);
export type ChangePhoneResponse = z.infer<typeof ChangePhoneResponseSchema>;

/**
 * POST /optimize/v1/public/user/signin: the login record on success.
 * Errors: INVALID_CREDENTIALS (401, "The e-mail or password is incorrect."),
 * ACCOUNT_NOT_ACTIVATED (403, only after a correct password), ACCOUNT_LOCKED
 * (429 with Retry-After), RATE_LIMITED (429).
 */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: SignInPasswordSchema,
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;
export const SignInResponseSchema = LoginRecordSchema;
export type SignInResponse = LoginRecord;

/** POST /optimize/v1/public/user/send-change-pwd-link: mails a reset link if the account exists. Answers AcceptedResponse. */
export const SendChangePasswordLinkRequestSchema = z.object({ email: EmailSchema });
export type SendChangePasswordLinkRequest = z.infer<typeof SendChangePasswordLinkRequestSchema>;
export const SendChangePasswordLinkResponseSchema = AcceptedResponseSchema;
export type SendChangePasswordLinkResponse = AcceptedResponse;

/**
 * POST /optimize/v1/public/user/change-password: sets a new password with the
 * token from the reset link, signs out every session of the account and
 * mails a "password changed" notice.
 * Errors: LINK_INVALID, LINK_EXPIRED, LINK_USED, PASSWORD_REJECTED (400).
 */
export const ChangePasswordRequestSchema = z.object({
  token: LinkTokenSchema,
  password: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
export const ChangePasswordResponseSchema = z.object({ status: z.literal("Success") });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;

/** POST /optimize/v1/user/signout, Bearer required (SPEC section 7): revokes that access token. */
export const SignOutRequestSchema = z.object({
  userEmail: EmailSchema,
  currentLicenseId: z
    .string({ error: "currentLicenseId is required." })
    .trim()
    .min(1, "currentLicenseId is required.")
    .max(100),
});
export type SignOutRequest = z.infer<typeof SignOutRequestSchema>;
export const SignOutResponseSchema = z.object({ status: z.literal("Success") });
export type SignOutResponse = z.infer<typeof SignOutResponseSchema>;

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
  /** 403: the account is disabled; it may sign in (SPEC section 6) but not change its details. */
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
