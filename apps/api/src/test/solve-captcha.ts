import { accountsPaths, type CaptchaPurpose } from "@ignitest/contracts";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";

/** Cheap challenges keep test apps fast; production difficulty is tested once in the captcha tests. */
export const testCaptchaDifficulty = { cost: 10, counterMin: 10, counterMax: 50 };

/**
 * Tests: does what the browser widget does. Fetches a challenge from site-key,
 * solves it and returns the payload the widget would submit.
 */
export async function solveCaptcha(app: FastifyInstance, purpose: CaptchaPurpose): Promise<string> {
  const response = await app.inject({ method: "POST", url: accountsPaths.siteKey, payload: { purpose } });
  return solveChallengePayload(response.json() as Challenge);
}

export async function solveChallengePayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
