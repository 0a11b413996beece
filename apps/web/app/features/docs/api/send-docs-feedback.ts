import { type DocsFeedbackInput, docsFeedbackPath } from "@ignitest/contracts";
import { config } from "~/site/config";

export const FEEDBACK_NOT_SENT =
  "We could not send your feedback. Your answer is still here: check your connection and try again.";
/** The API's words for a 429. */
export const FEEDBACK_TOO_MANY = "Too many requests, try again in a minute.";

export type SendFeedbackResult = { ok: true } | { ok: false; message: string; field?: "comment" };

/**
 * POST /v1/public/docs-feedback. A 201 means the answer is stored. The body
 * is not parsed with the contract's zod schema on purpose: this runs on every
 * docs page, and zod would add tens of kilobytes to pages that only need the
 * status code and the API's error message (the API validates everything).
 */
export async function sendDocsFeedback(feedback: DocsFeedbackInput): Promise<SendFeedbackResult> {
  let response: Response;
  try {
    response = await fetch(`${config.APP_API_URL}${docsFeedbackPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(feedback),
    });
  } catch {
    return { ok: false, message: FEEDBACK_NOT_SENT };
  }
  // Read the answer to the end even when only the status matters, so the connection is released.
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 201) return { ok: true };
  if (response.status === 429) return { ok: false, message: FEEDBACK_TOO_MANY };
  if (response.status === 400) {
    const issue = commentIssue(body);
    if (issue) return { ok: false, message: issue, field: "comment" };
  }
  return { ok: false, message: FEEDBACK_NOT_SENT };
}

/** The API's message about the comment field, if the 400 was about it (the only field a reader types). */
function commentIssue(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("issues" in body) || !Array.isArray(body.issues)) return null;
  for (const issue of body.issues as unknown[]) {
    if (typeof issue !== "object" || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (path === "comment" && typeof message === "string") return message;
  }
  return null;
}
