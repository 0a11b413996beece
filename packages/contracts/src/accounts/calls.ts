import { z } from "zod";
import { CaptchaPayloadSchema } from "../forms.js";
import {
  CompanySchema,
  EmailSchema,
  LinkTokenSchema,
  OtpSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  SignInPasswordSchema,
  TokenPurposeSchema,
} from "./fields.js";
import { type LoginRecord, LoginRecordSchema } from "./login-record.js";

/**
 * The app-management (accounts) service, docs/product/calls.md#app-management-service: every request body
 * and response of /optimize/v1/public/user/… and /optimize/v1/user/signout.
 * The flow between the pages that call them is docs/accounts-flow.md.
 *
 * Every call may carry `Authorization: Bearer <access_token>` from the stored
 * login record; only change-phone and signout require it. Bodies are JSON;
 * signup also accepts multipart/form-data with the same field names.
 */
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
  /** Needed only after many failed sign-ins to the account (code CAPTCHA_REQUIRED): a solved "signin" challenge. */
  captcha: CaptchaPayloadSchema.optional(),
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

/** POST /optimize/v1/user/signout, Bearer required (docs/product/calls.md#sign-out): revokes that access token. */
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
