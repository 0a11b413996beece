import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.js";
import type { Env } from "../../env.js";
import { createCaptchaStore } from "./captcha-data.js";
import {
  type CaptchaCall,
  type CaptchaDifficulty,
  CaptchaError,
  type CaptchaService,
  createCaptchaService,
} from "./captcha-service.js";
import { registerSiteKey } from "./site-key.js";

export type { CaptchaCall, CaptchaDifficulty, CaptchaService };
export { CaptchaError };

declare module "fastify" {
  interface FastifyInstance {
    /** The self-hosted ALTCHA proof-of-work captcha (registerCaptcha). */
    captcha: CaptchaService;
  }
}

/** The settings the captcha reads. */
export type CaptchaEnv = Pick<Env, "CAPTCHA_HMAC_KEY" | "SITE_KEYS_PER_MINUTE">;

export type CaptchaOptions = {
  db: Database;
  env: CaptchaEnv;
  now?: () => Date;
  /** Tests only: cheaper challenges. Production uses productionDifficulty. */
  difficulty?: CaptchaDifficulty;
};

/**
 * The captcha behind POST /optimize/v1/public/user/site-key. The HMAC key is
 * CAPTCHA_HMAC_KEY, or a random one per process (then challenges do not
 * survive a restart and replicas cannot verify each other's).
 */
export function registerCaptcha(app: FastifyInstance, { db, env, now = () => new Date(), difficulty }: CaptchaOptions) {
  if (app.hasDecorator("captcha")) return;
  const hmacKey = env.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString("base64url");
  if (!env.CAPTCHA_HMAC_KEY) {
    app.log.warn("CAPTCHA_HMAC_KEY is not set: using a random key for this process (set it when running replicas)");
  }
  const service = createCaptchaService({
    hmacKey,
    store: createCaptchaStore(db),
    now,
    ...(difficulty ? { difficulty } : {}),
  });
  app.decorate("captcha", service);
  registerSiteKey(app, service, db, env.SITE_KEYS_PER_MINUTE);
}

/**
 * Checks a solved captcha payload (the widget's `altcha` field) and rejects
 * replays: each solution is accepted once per call, and only by the calls of
 * the purpose it was made for. Throws CaptchaError, a 400 with code
 * CAPTCHA_FAILED and a message for the visitor. Use from any route:
 * `await verifyCaptcha(request.server, body.captcha, "contact-message")`.
 */
export function verifyCaptcha(app: FastifyInstance, payload: unknown, call: CaptchaCall): Promise<void> {
  return app.captcha.verify(payload, call);
}
// CAPTCHA READY
