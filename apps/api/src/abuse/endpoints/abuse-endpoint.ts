import type { z } from "zod";

/**
 * The abuse table: one row per API endpoint. A new endpoint joins it here, or
 * the abuse suite fails ("every endpoint is in the abuse table"); from its row
 * the suite sends it empty, malformed, oversized, deeply nested and hostile
 * requests generated from its contract, and expects a clear 4xx (or the answer
 * the contract promises), never a 5xx.
 */
export type AbuseEndpoint = {
  method: "GET" | "POST";
  /** As registered, `:name` for path parameters. */
  route: string;
  /** Where the endpoint reads its input. */
  input: "none" | "query" | "params" | "body";
  /** The contract of that input; generated requests are derived from its shape. */
  schema?: z.ZodObject;
  /** An input the contract accepts, and the status it gets. */
  sample: Record<string, unknown>;
  sampleStatus: number;
  /** Every status an input the contract accepts may get (a lookup may find nothing). */
  accepts: number[];
  /** The contract passes but a fake captcha does not: the 400 must be about the captcha. */
  captcha?: true;
  /** Needs `Authorization: Bearer …` of a signed-in account; without it, 401 before the body is read. */
  auth?: true;
  /** The route also parses multipart/form-data (so such a body is read, not refused with 415). */
  formData?: true;
  /** A well-formed id, title or token that names nothing, and its answer. */
  unknown?: { input: Record<string, unknown>; status: number };
  /** Generated requests to send (default 40): fewer where each costs an argon2 hash. */
  runs?: number;
};

/** What a row says besides its route, contract and sample; what it leaves out takes the defaults of `row`. */
type RowOptions = Partial<
  Pick<AbuseEndpoint, "sampleStatus" | "accepts" | "captcha" | "auth" | "formData" | "unknown" | "runs">
>;

/**
 * One row of the table, with the defaults most endpoints share: the sample
 * gets 200, and an input the contract accepts gets the sample's status or the
 * unknown input's. A row states only what differs from that.
 */
function row(
  method: AbuseEndpoint["method"],
  route: string,
  input: AbuseEndpoint["input"],
  schema: z.ZodObject | undefined,
  sample: Record<string, unknown>,
  options: RowOptions,
): AbuseEndpoint {
  const sampleStatus = options.sampleStatus ?? 200;
  const accepts = options.accepts ?? [...new Set([sampleStatus, ...(options.unknown ? [options.unknown.status] : [])])];
  return { method, route, input, ...(schema ? { schema } : {}), sample, ...options, sampleStatus, accepts };
}

/** A GET that reads no input: whatever a client adds, it answers as usual. */
export function getNone(route: string, options: RowOptions = {}): AbuseEndpoint {
  return row("GET", route, "none", undefined, {}, options);
}

/** A GET that reads its query string. */
export function getQuery(
  route: string,
  schema: z.ZodObject,
  sample: Record<string, unknown>,
  options: RowOptions = {},
): AbuseEndpoint {
  return row("GET", route, "query", schema, sample, options);
}

/** A GET that reads its path parameters (`:name` in the route). */
export function getParams(
  route: string,
  schema: z.ZodObject,
  sample: Record<string, unknown>,
  options: RowOptions = {},
): AbuseEndpoint {
  return row("GET", route, "params", schema, sample, options);
}

/** A POST that reads its JSON body. */
export function postBody(
  route: string,
  schema: z.ZodObject,
  sample: Record<string, unknown>,
  options: RowOptions = {},
): AbuseEndpoint {
  return row("POST", route, "body", schema, sample, options);
}

/** A well-formed input that names nothing: 404. */
export function notFound(input: Record<string, unknown>): NonNullable<AbuseEndpoint["unknown"]> {
  return { input, status: 404 };
}

/** Looks like the widget's payload, is not a solution: every captcha check refuses it. */
export const fakeCaptcha = Buffer.from('{"challenge":{},"solution":{}}').toString("base64");

/** "GET /v1/public/categories/:id", the key the route list and the table share. */
export function endpointKey(endpoint: Pick<AbuseEndpoint, "method" | "route">): string {
  return `${endpoint.method} ${endpoint.route}`;
}

/** A row whose sample carries `fakeCaptcha`: the contract passes, the captcha check answers 400. */
export const refusedCaptcha = { sampleStatus: 400, captcha: true } as const;
