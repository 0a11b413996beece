import type { SiteKeyResponse } from "@ignitest/contracts";
import { accountsPaths } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { CaptchaService } from "./captcha-service.js";

/**
 * POST /optimize/v1/public/user/site-key: a fresh ALTCHA challenge for the
 * widget. Never cached: each challenge is single use.
 */
export function registerSiteKey(app: FastifyInstance, captcha: CaptchaService) {
  app.post(accountsPaths.siteKey, async (_request, reply) => {
    const challenge = (await captcha.createChallenge()) as SiteKeyResponse;
    return reply.header("Cache-Control", "no-store").send(challenge);
  });
}
