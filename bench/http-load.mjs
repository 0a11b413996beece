// autocannon against the running server: the endpoints the bench and the
// load test hit, and one run's figures (req/s, p50/p99, errors, non-2xx).
import autocannon from "autocannon";

/** What a browser sends: the server answers compressed (precompressed files, @fastify/compress for JSON). */
const browserHeaders = { "accept-encoding": "br, gzip", accept: "*/*" };

/**
 * The endpoints measured. most-used is what the assets home asks for
 * (page 0, size 16: apps/web/app/features/assets/api/get-most-used.ts), NLP
 * search what typing "click" in the NLP list search sends.
 */
export function endpoints({ docsPage }) {
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
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: "click" }),
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
