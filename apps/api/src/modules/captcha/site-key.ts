import { accountsPaths, SiteKeyRequestSchema, type SiteKeyResponse } from "@ignitest/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import { enableRateLimits } from "../../http/rate-limit.js";
import type { CaptchaService } from "./captcha-service.js";

/**
 * POST /optimize/v1/public/user/site-key `{ purpose }`: a fresh ALTCHA
 * challenge for the widget, good for that purpose's calls only. Never cached:
 * each challenge is single use. At most `perMinute` per client address and
 * minute (SITE_KEYS_PER_MINUTE, 60 by default), counted across replicas in the
 * database (src/http/rate-limit.ts): a page asks for one challenge per form it
 * shows and a fresh one after each failed check, so this leaves room for a busy
 * office behind one address while stopping a client that farms challenges.
 */
export function registerSiteKey(app: FastifyInstance, captcha: CaptchaService, db: Database, perMinute: number) {
  app.register(async (scope) => {
    await enableRateLimits(scope, db);
    scope.post(
      accountsPaths.siteKey,
      { config: { rateLimit: { max: perMinute, timeWindow: 60_000 } } },
      async (request, reply) => {
        const { purpose } = SiteKeyRequestSchema.parse(request.body ?? {});
        const challenge = (await captcha.createChallenge(purpose)) as SiteKeyResponse;
        return reply.header("Cache-Control", "no-store").send(challenge);
      },
    );
  });
}
