import { readLoginRecord } from "~/features/account";
import { config } from "~/site/config";

/** Anything that makes an assets call fail: HTTP error or a non-success envelope. */
export class AssetsRequestError extends Error {
  override name = "AssetsRequestError";
}

type QueryValue = string | number | boolean | undefined;

/** docs/product/calls.md#every-call: every call carries the stored login's bearer token when there is one. */
function requestHeaders(withBody: boolean): Headers {
  const headers = new Headers({ accept: "application/json" });
  if (withBody) headers.set("content-type", "application/json");
  const token = readLoginRecord()?.access_token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  return headers;
}

/**
 * docs/product/calls.md#success-rule: a call succeeds only when responseCode is 200 and message is
 * SUCCESS. The body is then trusted to be the contract's type, not parsed
 * again: these answers come from our own API, which builds them from the
 * contract's types and whose tests parse every answer with the contract's
 * schemas; parsing here would ship all of zod (22 KB Brotli) with every
 * assets page (issue 14, docs/decisions/090).
 */
async function readEnvelope<Body>(response: Response): Promise<Body> {
  if (!response.ok) throw new AssetsRequestError(`${response.url} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  const { responseCode, message } = (body ?? {}) as { responseCode?: unknown; message?: unknown };
  if (responseCode !== 200) throw new AssetsRequestError(`responseCode ${String(responseCode)}, expected 200`);
  if (message !== "SUCCESS") throw new AssetsRequestError(`message ${String(message)}, expected SUCCESS`);
  return body as Body;
}

function assetsUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${config.ASSETS_API_URL}/v1/public/${path}${queryString ? `?${queryString}` : ""}`;
}

/** GET /v1/public/{path}?{query}; `Body` is the contract's response type (e.g. `CategoryResponse`). */
export async function assetsGet<Body>(
  path: string,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<Body> {
  const response = await fetch(assetsUrl(path, query), { headers: requestHeaders(false), signal });
  return readEnvelope<Body>(response);
}

/** POST /v1/public/{path} with a JSON body; `Body` is the contract's response type. */
export async function assetsPost<Body>(path: string, body: unknown, signal?: AbortSignal): Promise<Body> {
  const response = await fetch(assetsUrl(path), {
    method: "POST",
    headers: requestHeaders(true),
    body: JSON.stringify(body),
    signal,
  });
  return readEnvelope<Body>(response);
}
