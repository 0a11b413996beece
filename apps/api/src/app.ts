import compress from "@fastify/compress";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { DatabaseHandle } from "./db/client.js";
import type { Env } from "./env.js";
import { registerErrorHandler } from "./http/errors.js";
import { registerCountry } from "./modules/geo/country.js";
import { registerHealthz } from "./modules/health/healthz.js";
import { registerSite } from "./site/serve-site.js";

export type AppOptions = {
  env: Pick<Env, "SITE_DIR" | "LOG_LEVEL">;
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the whole server without listening, so tests can `inject()` into it. */
export async function buildApp({ env, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 16 * 1024,
    // Behind a CDN or load balancer: the client address comes from X-Forwarded-For.
    trustProxy: true,
  });
  registerErrorHandler(app);
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });

  registerHealthz(app, database);
  registerCountry(app);

  if (env.SITE_DIR) registerSite(app, env.SITE_DIR);
  return app;
}
