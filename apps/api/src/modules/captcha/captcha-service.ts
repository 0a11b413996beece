import { createHmac } from "node:crypto";
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

export type CaptchaService = {
  createChallenge(): Promise<Challenge>;
  /**
   * Accepts a solved payload once per `purpose` ("signup", "email-exists",
   * "demo-request", …) and throws CaptchaError otherwise.
   */
  verify(payload: unknown, purpose: string): Promise<void>;
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
    createChallenge: () =>
      createChallenge({
        algorithm,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMin, difficulty.counterMax),
        deriveKey,
        expiresAt: new Date(now().getTime() + CAPTCHA_TTL_MS),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      }),

    async verify(payload, purpose) {
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

      const usedAt = now();
      await store.prune(usedAt);
      const first = await store.claim({
        challengeId: challenge.parameters.nonce,
        purpose,
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
