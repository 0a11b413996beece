import { ApiErrorSchema, FormSubmittedSchema } from "@ignitest/contracts";
import type { FieldErrors, FormFailure } from "~/components/form/use-validated-form";
import { submissionAttempt } from "~/lib/submission-key";

/** The words the API uses for a 429 too; shown above the form. */
export const TOO_MANY_REQUESTS = "Too many requests, try again in a minute.";
export const NOT_SENT =
  "We could not send your request. Your answers are still here: check your connection and try again in a moment.";

export type PostFormResult = { ok: true; id: string } | { ok: false; failure: FormFailure; status: number | null };

/**
 * Posts one form to the API. 201 means the submission is stored (the API
 * commits before answering), so only then may the page move on. Anything else
 * becomes a failure to show next to the fields: the API's per-field issues, the
 * rate-limit message, or a general "not sent". `status` is null when the
 * request never got an answer. Sending the same answers again after no
 * answer or a 5xx reuses the Idempotency-Key (~/lib/submission-key), so a
 * submission whose answer was lost is not stored twice.
 */
export async function postForm(url: string, body: unknown): Promise<PostFormResult> {
  const json = JSON.stringify(body);
  const attempt = submissionAttempt(url, json);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": attempt.key },
      body: json,
    });
  } catch {
    return { ok: false, failure: { message: NOT_SENT }, status: null };
  }
  attempt.settle(response.status);
  const payload: unknown = await response.json().catch(() => null);

  if (response.status === 201) {
    const parsed = FormSubmittedSchema.safeParse(payload);
    // Stored, even if the body is odd: never ask the visitor to send it twice.
    return { ok: true, id: parsed.success ? parsed.data.id : "" };
  }
  if (response.status === 429) {
    return { ok: false, failure: { message: TOO_MANY_REQUESTS }, status: 429 };
  }
  const error = ApiErrorSchema.safeParse(payload);
  if (response.status === 400 && error.success) {
    const fields: FieldErrors = {};
    for (const issue of error.data.issues ?? []) {
      const name = issue.path.split(".")[0];
      if (name) fields[name] ??= issue.message;
    }
    return {
      ok: false,
      failure: Object.keys(fields).length > 0 ? { fields } : { message: error.data.message },
      status: 400,
    };
  }
  return { ok: false, failure: { message: NOT_SENT }, status: response.status };
}
