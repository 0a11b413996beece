import { z } from "zod";

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
