import compress from "@fastify/compress";
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import type { DatabaseHandle } from "./db/client.js";
import type { Env } from "./env.js";
import { trustProxyOption } from "./http/client-address.js";
import { errorBody, registerErrorHandler } from "./http/errors.js";
import { registerIdempotency } from "./http/idempotency.js";
import { registerRequestGuards } from "./http/request-guards.js";
import { registerSecurityHeaders, setSecurityHeaders } from "./http/security-headers.js";
import { registerMail } from "./mail/index.js";
import { registerAcademy } from "./modules/academy/index.js";
import { registerAccounts } from "./modules/accounts/index.js";
import { registerAssets } from "./modules/assets/index.js";
import { registerCaptcha } from "./modules/captcha/index.js";
import { registerDocsFeedback } from "./modules/docs-feedback/index.js";
import { registerDownloads } from "./modules/downloads/index.js";
import { registerForms } from "./modules/forms/index.js";
import { registerGeo } from "./modules/geo/index.js";
import { registerHealthz } from "./modules/health/healthz.js";
import type { Metrics } from "./ops/metrics.js";
import { registerOutbox } from "./outbox/index.js";
import { registerSite } from "./site/serve-site.js";

export type AppOptions = {
  env: Pick<Env, "SITE_DIR" | "LOG_LEVEL"> &
    Partial<
      Pick<
        Env,
        | "ENABLE_TEST_FAULTS"
        | "SALES_INBOX"
        | "TRUST_PROXY"
        | "SEARCHES_PER_MINUTE"
        | "LEADS_WEBHOOK_URL"
        | "LEADS_WEBHOOK_SECRET"
        | "SITE_ORIGIN"
        | "PORT"
      >
    >;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  /** The replica's Prometheus metrics (main.ts); tests build apps without. */
  metrics?: Metrics;
};

/** Builds the whole server without listening, so tests can `inject()` into it. */
export async function buildApp({ env, database, logger, metrics }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
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
  await registerAssets(app, {
    database,
    testFaults: env.ENABLE_TEST_FAULTS ?? false,
    searchesPerMinute: env.SEARCHES_PER_MINUTE,
  });
  registerMail(app, env);
  registerOutbox(app, { db: database.db, env, ...(metrics ? { events: metrics.outboxEvents } : {}) });
  registerCaptcha(app, { db: database.db, env });
  await registerForms(app, { db: database.db, salesInbox: env.SALES_INBOX });
  const accounts = await registerAccounts(app, { db: database.db, env });
  const academy = await registerAcademy(app, {
    db: database.db,
    accessTokens: accounts.accessTokens,
    siteOrigin: env.SITE_ORIGIN ?? `http://localhost:${env.PORT ?? 3000}`,
  });
  await registerDocsFeedback(app, { db: database.db });

  if (env.SITE_DIR) registerSite(app, env.SITE_DIR, [academy.certificatePages]);
  return app;
}
