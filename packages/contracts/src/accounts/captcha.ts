import { z } from "zod";
import { CaptchaPayloadSchema } from "../forms.js";

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
