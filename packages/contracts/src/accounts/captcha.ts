import { z } from "zod";
// ---------------------------------------------------------------- captcha (ALTCHA)

/**
 * What a challenge is for; it is signed into the challenge, so a solution
 * serves only that form. "signup" covers email/exists and then signup (the
 * sign-up page asks both with one solve); "signin" is asked for only after
 * many failed sign-ins to an account (CAPTCHA_REQUIRED).
 */
export const CaptchaPurposeSchema = z.enum(["signup", "signin", "demo-request", "contact-message"]);
export type CaptchaPurpose = z.infer<typeof CaptchaPurposeSchema>;

/** POST /optimize/v1/public/user/site-key: the form the challenge is for. */
export const SiteKeyRequestSchema = z.object({ purpose: CaptchaPurposeSchema });
export type SiteKeyRequest = z.infer<typeof SiteKeyRequestSchema>;

/**
 * POST /optimize/v1/public/user/site-key answers an ALTCHA v2 proof-of-work
 * challenge. Hand it to the `altcha-widget` as its `challenge`; it expires
 * after 10 minutes.
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
// Each solution is accepted once per call and only by the calls of its
// purpose: one "signup" solve may serve email/exists and then signup, never
// two sign-ups nor a demo request (CAPTCHA_FAILED).
