import type { FastifyServerOptions } from "fastify";
import type { Env } from "../env.js";

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. The client address (rate
 * limits, sign-in lock-out) must be one that no client can write:
 * - `false`: the connection's own address; X-Forwarded-For is ignored.
 * - proxy addresses: proxy-addr walks X-Forwarded-For from the right past
 *   those proxies and takes the first entry none of them wrote.
 * - `true`: the connecting peer is taken for a proxy, and only the entry it
 *   appended (the rightmost) counts. Fastify's own `true` would trust every
 *   hop and take the leftmost entry, which the client writes itself.
 */
export function trustProxyOption(trustProxy: Env["TRUST_PROXY"] | undefined): FastifyServerOptions["trustProxy"] {
  if (trustProxy === true) return (_address: string, hop: number) => hop === 0;
  return trustProxy ?? false;
}

/** Said at start when TRUST_PROXY=true: right only when every connection comes through the balancer. */
export const trustAnyProxyWarning =
  "TRUST_PROXY=true: the last X-Forwarded-For entry of any peer is taken as the client address. " +
  "If clients can reach this server without the balancer, they choose their own address: " +
  "set TRUST_PROXY to the balancer's addresses instead (docs/deploy.md)";
