import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors.js";

/** What a client is told when it is over a limit; the site shows the same words. */
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests, try again in a minute.";

/**
 * Enables per-route limits (`config.rateLimit`) in one encapsulated scope.
 * Routes without that config are not limited. The key is the client address,
 * which comes from X-Forwarded-For behind the load balancer (trustProxy in
 * app.ts). The counters live in memory, so with several replicas each one
 * counts on its own; a shared store (Redis) would make the limit global.
 */
export async function enableRateLimits(scope: FastifyInstance) {
  await scope.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS_MESSAGE),
  });
}
