import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";

/**
 * Security headers on every response (docs/decisions/030-security-headers.md).
 * Helmet supplies the fixed ones; this module adds what helmet cannot decide:
 * HSTS only over HTTPS, a Permissions-Policy, and a Content-Security-Policy
 * that forbids everything, which the site server replaces on pages and
 * scripts (src/site/content-security-policy.ts).
 */
const fixedHeaders = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  // The browsers' default, stated: full referrer on this site, the origin alone elsewhere, nothing to HTTP.
  // (no-referrer would also turn the Origin header of same-origin POSTs into "null".)
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
});

/** JSON, media, assets and errors: nothing in them may load anything, and nothing may frame them. */
export const strictPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Two years, the HSTS preload list's minimum being one; includeSubDomains covers every host under this one. */
const hsts = "max-age=63072000; includeSubDomains";

/** Powerful features the site never uses, off for it and anything it embeds; the video player may go full screen. */
const permissionsPolicy = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=(self)",
  "usb=()",
].join(", ");

/**
 * Sets the headers on one reply. Called by the first onRequest hook, and by
 * the handler of framework errors (a malformed URL), which no hook sees.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  fixedHeaders(request.raw, reply.raw, () => undefined);
  reply.header("Content-Security-Policy", strictPolicy);
  reply.header("Permissions-Policy", permissionsPolicy);
  // Behind a TLS-terminating proxy that TRUST_PROXY trusts, its X-Forwarded-Proto says https.
  if (request.protocol === "https") reply.header("Strict-Transport-Security", hsts);
}

/** Register before any other hook, so a request another hook rejects still gets the headers. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => setSecurityHeaders(request, reply));
}
