import type { z } from "zod";
import { readLoginRecord } from "~/features/account";
import { config } from "~/site/config";

/** Anything that makes an assets call fail: HTTP error, non-success envelope, or a body off the contract. */
export class AssetsRequestError extends Error {
  override name = "AssetsRequestError";
}

type QueryValue = string | number | boolean | undefined;

/** SPEC section 7: every call carries the stored login's bearer token when there is one. */
function requestHeaders(withBody: boolean): Headers {
  const headers = new Headers({ accept: "application/json" });
  if (withBody) headers.set("content-type", "application/json");
  const token = readLoginRecord()?.access_token;
  if (token) headers.set("authorization", `Bearer ${token}`);
  return headers;
}

/**
 * SPEC section 7: a call succeeds only when responseCode is 200 and message is
 * SUCCESS. Checked before the schema so the error says which rule failed;
 * then the body is parsed against the contract.
 */
async function readEnvelope<Schema extends z.ZodType>(response: Response, schema: Schema): Promise<z.output<Schema>> {
  if (!response.ok) throw new AssetsRequestError(`${response.url} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  const { responseCode, message } = (body ?? {}) as { responseCode?: unknown; message?: unknown };
  if (responseCode !== 200) throw new AssetsRequestError(`responseCode ${String(responseCode)}, expected 200`);
  if (message !== "SUCCESS") throw new AssetsRequestError(`message ${String(message)}, expected SUCCESS`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AssetsRequestError(`Response off contract: ${parsed.error.message}`);
  return parsed.data;
}

function assetsUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `${config.ASSETS_API_URL}/v1/public/${path}${queryString ? `?${queryString}` : ""}`;
}

/** GET /v1/public/{path}?{query}, parsed with the contract's envelope schema. */
export async function assetsGet<Schema extends z.ZodType>(
  path: string,
  query: Record<string, QueryValue>,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const response = await fetch(assetsUrl(path, query), { headers: requestHeaders(false), signal });
  return readEnvelope(response, schema);
}

/** POST /v1/public/{path} with a JSON body, parsed with the contract's envelope schema. */
export async function assetsPost<Schema extends z.ZodType>(
  path: string,
  body: unknown,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const response = await fetch(assetsUrl(path), {
    method: "POST",
    headers: requestHeaders(true),
    body: JSON.stringify(body),
    signal,
  });
  return readEnvelope(response, schema);
}
