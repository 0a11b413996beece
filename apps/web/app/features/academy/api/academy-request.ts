import { ApiErrorSchema } from "@ignitest/contracts";
import type { z } from "zod";
import { readLoginRecord } from "~/features/account";
import type { SubmissionAttempt } from "~/lib/submission-key";
import { config } from "~/site/config";

/** A call to the academy API that did not succeed; status 0 when no answer came. */
export class AcademyApiError extends Error {
  override readonly name = "AcademyApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined = undefined,
  ) {
    super(message);
  }
}

/**
 * Calls the academy API with the signed-in learner's access token (when there
 * is one) and parses the answer with its contract. Failures become
 * AcademyApiError with the server's own message for 4xx.
 */
export async function academyRequest<Schema extends z.ZodType>(
  path: string,
  {
    method = "GET",
    json,
    response: schema,
    attempt,
  }: {
    method?: "GET" | "POST";
    json?: unknown;
    response: Schema;
    /** A POST that stores something: its Idempotency-Key, settled with the answer's status. */
    attempt?: SubmissionAttempt;
  },
): Promise<z.output<Schema>> {
  const token = readLoginRecord()?.access_token;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (attempt) headers["Idempotency-Key"] = attempt.key;
  if (json !== undefined) headers["Content-Type"] = "application/json";
  let answer: Response;
  try {
    answer = await fetch(`${config.APP_API_URL}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch {
    throw new AcademyApiError(0, "We could not reach the server. Check your connection and try again.");
  }
  attempt?.settle(answer.status);
  const data: unknown = await answer.json().catch(() => undefined);
  if (!answer.ok) {
    const parsed = ApiErrorSchema.safeParse(data);
    const code = typeof (data as { code?: unknown })?.code === "string" ? (data as { code: string }).code : undefined;
    if (!parsed.success || answer.status >= 500) {
      throw new AcademyApiError(answer.status, "Something went wrong on our side. Please try again in a moment.");
    }
    throw new AcademyApiError(answer.status, parsed.data.message, code);
  }
  return schema.parse(data);
}
