import { pathOfNul } from "../http/request-guards.js";
import type { AbuseEndpoint } from "./endpoints/index.js";

/** The app's bodyLimit (src/app.ts). */
export const BODY_LIMIT = 16 * 1024;
/** find-my-way's default limit on one path parameter: longer is a 414. */
const MAX_PARAM_LENGTH = 100;

/** A request ready for inject(), with the statuses the contract says it must get. */
export type JudgedRequest = {
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  expected: number[];
  /** The contract accepts the input, so the answer comes from the endpoint's own logic. */
  contractValid: boolean;
};

/**
 * What the contract promises for an input, in the order the server checks:
 * size (413), then JSON poisoning and NUL characters (400, request guards),
 * then the contract (400 when it refuses, else the endpoint's `accepts`).
 */
function judge(endpoint: AbuseEndpoint, view: unknown): Pick<JudgedRequest, "expected" | "contractValid"> {
  if (pathOfNul(view) !== undefined) return { expected: [400], contractValid: false };
  // An endpoint without input ignores whatever a client adds.
  if (!endpoint.schema) return { expected: [endpoint.sampleStatus], contractValid: true };
  const contractValid = endpoint.schema.safeParse(view).success;
  return { expected: contractValid ? endpoint.accepts : [400], contractValid };
}

/** A JSON body as the server sees it: parsed from the exact text sent, `?? {}` as every route reads it. */
export function judgeBody(endpoint: AbuseEndpoint, body: unknown): JudgedRequest {
  const payload = JSON.stringify(body);
  const request = { url: endpoint.route, payload, headers: { "content-type": "application/json" } };
  if (Buffer.byteLength(payload) > BODY_LIMIT) return { ...request, expected: [413], contractValid: false };
  // Fastify's JSON parser refuses prototype poisoning outright.
  if (/"__proto__"\s*:/.test(payload)) return { ...request, expected: [400], contractValid: false };
  const verdict = judge(endpoint, JSON.parse(payload) ?? {});
  const maybePoisoned = /"constructor"\s*:/.test(payload) && /"prototype"\s*:/.test(payload);
  return { ...request, ...verdict, expected: maybePoisoned ? [...verdict.expected, 400] : verdict.expected };
}

/** A query string: encoded as a browser would, judged on what the server decodes. */
export function judgeQuery(endpoint: AbuseEndpoint, pairs: Array<[string, string]>): JudgedRequest {
  const query = new URLSearchParams(pairs).toString();
  const url = query ? `${endpoint.route}?${query}` : endpoint.route;
  const view: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = view[key];
    view[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return { url, ...judge(endpoint, view) };
}

/** One path parameter (the route's `:name`), percent-encoded into the URL. */
export function judgeParam(endpoint: AbuseEndpoint, raw: string): JudgedRequest {
  const name = /:(\w+)/.exec(endpoint.route)?.[1] ?? "id";
  const value = wellFormed(raw);
  const encoded = encodeURIComponent(value);
  const url = endpoint.route.replace(`:${name}`, encoded);
  // The router refuses it before any route: 414, or 400 where the app answers framework errors itself.
  if (encoded.length > MAX_PARAM_LENGTH) return { url, expected: [400, 414], contractValid: false };
  // An empty segment or a dot segment changes the path itself: no such route (404), or a refused id.
  if (/^\.{0,2}$/.test(value)) return { url, expected: [400, 404], contractValid: false };
  return { url, ...judge(endpoint, { [name]: value }) };
}

/** Lone surrogates become U+FFFD, as they do on their way into a URL. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}
