import type { FormFailure } from "~/components/form/use-validated-form";
import { AccountApiError } from "./client";

/**
 * What a form shows for a failed accounts call: the server's messages are
 * written for people, so they are shown as they come; field issues go under
 * their field (the first path segment is the field name). Anything that is
 * not an AccountApiError is a bug and is re-thrown for the form's catch-all.
 */
export function formFailureFrom(error: unknown): FormFailure {
  if (!(error instanceof AccountApiError)) throw error;
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.split(".")[0];
    if (name && !fields[name]) fields[name] = issue.message;
  }
  const hasFields = Object.keys(fields).length > 0;
  const waitHint = error.retryAfterSeconds && !/\d/.test(error.message) ? ` ${retryText(error.retryAfterSeconds)}` : "";
  return { message: hasFields ? undefined : `${error.message}${waitHint}`, fields };
}

function retryText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Try again in a minute." : `Try again in ${minutes} minutes.`;
}
