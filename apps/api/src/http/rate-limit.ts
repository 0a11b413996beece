import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client.js";
import { HttpError } from "./errors.js";
import { pgRateLimitStore } from "./pg-rate-limit-store.js";

/** What a client is told when it is over a limit; the site shows the same words. */
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests, try again in a minute.";

/**
 * Enables per-route limits (`config.rateLimit`) in one encapsulated scope.
 * Routes without that config are not limited. The key is the client address,
 * which comes from X-Forwarded-For behind the load balancer (trustProxy in
 * app.ts). The counters live in the database (pg-rate-limit-store.ts), so
 * every replica on it counts toward the same limit.
 */
export async function enableRateLimits(scope: FastifyInstance, db: Database) {
  await scope.register(rateLimit, {
    global: false,
    store: pgRateLimitStore(db),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
  });
}
