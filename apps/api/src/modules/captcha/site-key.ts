import { accountsPaths, SiteKeyRequestSchema, type SiteKeyResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { CaptchaService } from "./captcha-service.js";

/**
 * POST /optimize/v1/public/user/site-key `{ purpose }`: a fresh ALTCHA
 * challenge for the widget, good for that purpose's calls only. Never cached:
 * each challenge is single use.
 */
export function registerSiteKey(app: FastifyInstance, captcha: CaptchaService) {
  app.post(accountsPaths.siteKey, async (request, reply) => {
    const { purpose } = SiteKeyRequestSchema.parse(request.body ?? {});
    const challenge = (await captcha.createChallenge(purpose)) as SiteKeyResponse;
    return reply.header("Cache-Control", "no-store").send(challenge);
  });
}
