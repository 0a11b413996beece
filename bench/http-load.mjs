// autocannon against the running server: the endpoints the bench and the
// load test hit, and one run's figures (req/s, p50/p99, errors, non-2xx).
import autocannon from "autocannon";
import { rotatingSearch, searchKeys } from "./search-keys.mjs";

/** What a browser sends: the server answers compressed (precompressed files, @fastify/compress for JSON). */
const browserHeaders = { "accept-encoding": "br, gzip", accept: "*/*" };

const json = { "content-type": "application/json" };

/**
 * The endpoints measured. most-used is what the assets home asks for
 * (page 0, size 16: apps/web/app/features/assets/api/get-most-used.ts), NLP
 * search what typing "click" in the NLP list search sends (one body, so the
 * API's answer cache serves it), and the two uncached searches a new key on
 * every request (issue 14: a real search each time).
 */
export function endpoints({ docsPage }) {
  const keys = searchKeys();
  return {
    healthz: { title: "GET /healthz", path: "/healthz", method: "GET" },
    mostUsed: {
      title: "GET most-used assets",
      path: "/v1/public/categories/most-used?page=0&size=16",
      method: "GET",
      catalogueGet: true,
    },
    nlpSearch: {
      title: "POST NLP search",
      path: "/v1/public/nlp-details/search",
      method: "POST",
      headers: json,
      body: JSON.stringify({ key: "click" }),
    },
    nlpSearchUncached: {
      title: "POST NLP search, new key each time",
      path: "/v1/public/nlp-details/search",
      method: "POST",
      headers: json,
      body: JSON.stringify({ key: keys[0] }),
      rotate: rotatingSearch(keys, (key) => ({ key })),
      uncachedSearch: true,
    },
    categoriesSearchUncached: {
      title: "POST categories search, new key each time",
      path: "/v1/public/categories/search",
      method: "POST",
      headers: json,
      body: JSON.stringify({ key: keys[0], page: 0, size: 16 }),
      rotate: rotatingSearch([...keys].reverse(), (key) => ({ key, page: 0, size: 16 })),
      uncachedSearch: true,
    },
    docsPage: { title: `GET ${docsPage}`, path: docsPage, method: "GET" },
  };
}

/** One autocannon run; `overallRate` caps the request rate (load test), otherwise as fast as it goes. */
export async function hammer(origin, endpoint, { duration, connections = 10, overallRate } = {}) {
  const result = await autocannon({
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    headers: { ...browserHeaders, ...endpoint.headers },
    body: endpoint.body,
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    // A rotating body: each request built afresh (the uncached searches).
    ...(endpoint.rotate ? { requests: [{ setupRequest: endpoint.rotate.setupRequest }] } : {}),
  });
  return {
    title: endpoint.title,
    path: endpoint.path,
    method: endpoint.method,
    durationSeconds: result.duration,
    connections,
    overallRate: overallRate ?? null,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, Number(stats.count)]),
    ),
  };
}

/** Checks once, before loading it, that an endpoint answers 2xx: a typo should not pass as "fast 404s". */
export async function probe(origin, endpoint) {
  const response = await fetch(`${origin}${endpoint.path}`, {
    method: endpoint.method,
    headers: endpoint.headers,
    body: endpoint.body,
  });
  if (!response.ok) throw new Error(`${endpoint.title} answered ${response.status}: ${await response.text()}`);
}
