import compress from "@fastify/compress";
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import type { DatabaseHandle } from "./db/client.js";
import type { Env } from "./env.js";
import { trustProxyOption } from "./http/client-address.js";
import { errorBody, registerErrorHandler } from "./http/errors.js";
import { registerIdempotency } from "./http/idempotency.js";
import { registerRequestGuards } from "./http/request-guards.js";
import { registerSecurityHeaders, setSecurityHeaders } from "./http/security-headers.js";
import { type MailEnv, registerMail } from "./mail/index.js";
import { type AcademyEnv, registerAcademy } from "./modules/academy/index.js";
import { type AccountsEnv, registerAccounts } from "./modules/accounts/index.js";
import { type AssetsEnv, registerAssets } from "./modules/assets/index.js";
import { type CaptchaEnv, registerCaptcha } from "./modules/captcha/index.js";
import { registerDocsFeedback } from "./modules/docs-feedback/index.js";
import { registerDownloads } from "./modules/downloads/index.js";
import { type FormsEnv, registerForms } from "./modules/forms/index.js";
import { registerGeo } from "./modules/geo/index.js";
import { registerHealthz } from "./modules/health/healthz.js";
import { loggerOptions } from "./ops/logger-options.js";
import type { Metrics } from "./ops/metrics.js";
import { type OutboxEnv, registerOutbox } from "./outbox/index.js";
import { registerSite } from "./site/serve-site.js";

/**
 * Every setting the app reads: its own (below) and each module's, as the
 * module names them in its options. Values come parsed from src/env.ts, which
 * applies every default; tests build them with testEnv() (src/test/test-env.ts).
 */
export type AppEnv = Pick<Env, "SITE_DIR" | "LOG_LEVEL" | "TRUST_PROXY"> &
  MailEnv &
  OutboxEnv &
  CaptchaEnv &
  FormsEnv &
  AccountsEnv &
  AcademyEnv &
  AssetsEnv;

export type AppOptions = {
  env: AppEnv;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** The replica's Prometheus metrics (main.ts); tests build apps without. */
  metrics?: Metrics;
  /** Tests: mail stays in memory (`readSentMail`) instead of going to SMTP_URL or DATA_DIR/outbox. */
  mailInMemory?: boolean;
};

/** Builds the whole server without listening, so tests can `inject()` into it. */
export async function buildApp({ env, database, logger, metrics, mailInMemory = false }: AppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: 16 * 1024,
    // Behind a CDN or load balancer the client address comes from X-Forwarded-For; TRUST_PROXY says
    // which hops to believe (default: none, so no client can choose its own address).
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // A malformed URL is answered before any hook runs: same headers, same error shape as the rest.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      setSecurityHeaders(request, reply);
      reply.code(400).send(errorBody(400, error.message));
    },
  });
  // First, so a request a later hook rejects still leaves with them.
  registerSecurityHeaders(app);
  metrics?.instrument(app);
  registerErrorHandler(app);
  registerRequestGuards(app);
  registerIdempotency(app, database.db);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });

  registerHealthz(app, database);
  registerGeo(app);
  await registerDownloads(app, database.db);
  await registerAssets(app, { database, env });
  registerMail(app, env, { inMemory: mailInMemory });
  registerOutbox(app, { db: database.db, env, ...(metrics ? { events: metrics.outboxEvents } : {}) });
  registerCaptcha(app, { db: database.db, env });
  await registerForms(app, { db: database.db, env });
  const accounts = await registerAccounts(app, { db: database.db, env });
  const academy = await registerAcademy(app, {
    db: database.db,
    env,
    accessTokens: accounts.accessTokens,
  });
  await registerDocsFeedback(app, { db: database.db });

  if (env.SITE_DIR) registerSite(app, env.SITE_DIR, [academy.certificatePages]);
  return app;
}
