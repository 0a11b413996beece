import { createHmac } from "node:crypto";
import type { CaptchaPurpose } from "@ignitest/contracts";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { CodedHttpError } from "../../http/coded-error.js";
import type { CaptchaStore } from "./captcha-data.js";

/** A challenge may be solved and submitted within 10 minutes of being issued. */
export const CAPTCHA_TTL_MS = 10 * 60 * 1000;

/**
 * How much work one challenge costs. PBKDF2/SHA-256 is bundled in the widget.
 * The counter is drawn from [counterMin, counterMax]: the solver must try that
 * many keys of `cost` iterations each, about 0.4 to 1.5 s on one core of this
 * machine (the widget spreads it over several workers).
 */
export type CaptchaDifficulty = { cost: number; counterMin: number; counterMax: number };
export const productionDifficulty: CaptchaDifficulty = { cost: 1000, counterMin: 1500, counterMax: 5000 };
const algorithm = "PBKDF2/SHA-256";

/** What the widget submits: base64 of `{ challenge, solution }`. */
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(algorithm),
      nonce: z.string().regex(/^[0-9a-f]{8,128}$/),
      salt: z.string().regex(/^[0-9a-f]{8,128}$/),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]+$/),
      expiresAt: z.number(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }),
});

export class CaptchaError extends CodedHttpError<"CAPTCHA_FAILED"> {
  constructor(message: string) {
    super(400, "CAPTCHA_FAILED", message);
  }
}

/** The calls that take a captcha, and the purpose whose challenges each accepts. */
export const captchaCallPurposes = {
  "email-exists": "signup",
  signup: "signup",
  signin: "signin",
  "demo-request": "demo-request",
  "contact-message": "contact-message",
} as const satisfies Record<string, CaptchaPurpose>;
export type CaptchaCall = keyof typeof captchaCallPurposes;

export type CaptchaService = {
  /** A challenge with its purpose signed in, so its solution serves only that form's calls. */
  createChallenge(purpose: CaptchaPurpose): Promise<Challenge>;
  /**
   * Accepts a solved payload once per call, and only from a challenge made for
   * that call's purpose; throws CaptchaError otherwise.
   */
  verify(payload: unknown, call: CaptchaCall): Promise<void>;
};

export function createCaptchaService(options: {
  hmacKey: string;
  store: CaptchaStore;
  now: () => Date;
  difficulty?: CaptchaDifficulty;
}): CaptchaService {
  const { hmacKey, store, now, difficulty = productionDifficulty } = options;
  // A second key for the derived-key signature, so verifying is one HMAC instead of redoing the work.
  const keySignatureSecret = createHmac("sha256", hmacKey).update("altcha-key-signature").digest("hex");

  return {
    createChallenge: (purpose) =>
      createChallenge({
        algorithm,
        data: { purpose },
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMin, difficulty.counterMax),
        deriveKey,
        expiresAt: new Date(now().getTime() + CAPTCHA_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }),

    async verify(payload, call) {
      if (typeof payload !== "string" || payload.trim() === "") throw new CaptchaError("Complete the captcha.");
      const parsed = PayloadSchema.safeParse(decodePayload(payload.trim()));
      if (!parsed.success) throw new CaptchaError("The captcha answer is not valid. Solve the captcha again.");
      const { challenge, solution } = parsed.data;
      // Checked against the service clock (altcha-lib checks the wall clock too).
      if (challenge.parameters.expiresAt * 1000 < now().getTime()) {
        throw new CaptchaError("The captcha has expired. Solve it again.");
      }

      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => null);
      if (result?.expired) throw new CaptchaError("The captcha has expired. Solve it again.");
      if (!result?.verified) throw new CaptchaError("The captcha answer is not valid. Solve the captcha again.");
      // Signed with the challenge, so it cannot be edited: a solution made for another form is refused.
      if (challenge.parameters.data?.purpose !== captchaCallPurposes[call]) {
        throw new CaptchaError("This captcha was solved for another form. Solve it again.");
      }

      const usedAt = now();
      await store.prune(usedAt);
      const first = await store.claim({
        challengeId: challenge.parameters.nonce,
        purpose: call,
        usedAt,
        expiresAt: new Date(challenge.parameters.expiresAt * 1000),
      });
      if (!first) throw new CaptchaError("This captcha was already used. Solve it again.");
    },
  };
}

function decodePayload(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return null;
  }
}
