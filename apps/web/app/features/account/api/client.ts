import { type AccountsErrorCode, AccountsErrorSchema, accountsPaths } from "@ignitest/contracts";
import type { z } from "zod";
import { formIdentity, submissionAttempt } from "~/lib/submission-key";
import { config } from "~/site/config";
import { readLoginRecord } from "../hooks/use-login-record";

/** One field the server rejected, named as in the request body. */
export type ServerIssue = { path: string; message: string };

/**
 * A call to the accounts service that did not succeed. `code` is the
 * machine-readable reason pages route on (docs/accounts-flow.md); `status` is 0
 * when the request never got an answer (offline, DNS, CORS).
 */
export class AccountApiError extends Error {
  override readonly name = "AccountApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly code: AccountsErrorCode | undefined = undefined,
    readonly issues: readonly ServerIssue[] = [],
    /** Seconds from Retry-After on 429 answers. */
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(message);
  }

  get unreachable(): boolean {
    return this.status === 0;
  }
}

type RequestBody =
  /** Sent as application/json (the default for every call). */
  | { json: unknown; form?: never }
  /** Sent as multipart/form-data; the browser writes the boundary. */
  | { form: FormData; json?: never }
  /** No body at all (site-key). */
  | { json?: never; form?: never };

type RequestOptions<Schema extends z.ZodType> = RequestBody & {
  /** The contract schema of a successful answer. */
  response: Schema;
  signal?: AbortSignal | undefined;
};

/** `Authorization: Bearer …` from the stored login record, when there is one (docs/product/calls.md#every-call). */
export function authorizationHeader(): Record<string, string> {
  const token = readLoginRecord()?.access_token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The calls that store something: sent with an Idempotency-Key per submission attempt (~/lib/submission-key). */
const storingPaths: ReadonlySet<string> = new Set([accountsPaths.signUp]);

/**
 * POSTs to the app-management service and returns the answer parsed with its
 * contract schema. Every failure becomes an AccountApiError, so callers
 * handle one error type.
 */
export async function accountRequest<Schema extends z.ZodType>(
  path: string,
  { response: schema, signal, ...body }: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { Accept: "application/json", ...authorizationHeader() };
  let payload: BodyInit | undefined;
  if (body.form) payload = body.form;
  else if (body.json !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body.json);
  }

  const attempt = storingPaths.has(path)
    ? submissionAttempt(path, body.form ? formIdentity(body.form) : JSON.stringify(body.json ?? null))
    : undefined;
  if (attempt) headers["Idempotency-Key"] = attempt.key;

  let answer: Response;
  try {
    answer = await fetch(`${config.APP_API_URL}${path}`, { method: "POST", headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AccountApiError(0, "We could not reach the server. Check your connection and try again.");
  }
  attempt?.settle(answer.status);

  const data: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok) throw errorFrom(answer, data);
  return schema.parse(data);
}

function errorFrom(answer: Response, data: unknown): AccountApiError {
  const retryAfter = Number(answer.headers.get("Retry-After"));
  const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined;
  const parsed = AccountsErrorSchema.safeParse(data);
  // A 5xx message describes our fault in server terms; the visitor gets a plain one.
  if (!parsed.success || answer.status >= 500) {
    return new AccountApiError(
      answer.status,
      "Something went wrong on our side. Please try again in a moment.",
      undefined,
      [],
      retryAfterSeconds,
    );
  }
  const { message, code, issues = [] } = parsed.data;
  return new AccountApiError(answer.status, message, code, issues, retryAfterSeconds);
}
