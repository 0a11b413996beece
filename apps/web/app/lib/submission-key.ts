/**
 * One `Idempotency-Key` per submission attempt (docs/conventions.md,
 * "Idempotency-Key"). Sending the same request again after it got no final
 * answer (no answer at all, a 5xx, a 429, or a 409 while the first is still
 * running) is a retry and reuses the key, so the API answers with the first
 * result instead of storing a second copy. Once an answer is final (2xx or
 * another 4xx) the attempt is over: the next send, even of the same data, is
 * a new attempt with a new key.
 */
const openAttempts = new Map<string, string>();

export type SubmissionAttempt = {
  /** The value of the Idempotency-Key header. */
  key: string;
  /** Call with the answer's status (0 when none came): a final one ends the attempt. */
  settle(status: number): void;
};

/** The attempt for sending `identity` (the body as sent) to `url`: the open one if this is a retry, else a new one. */
export function submissionAttempt(url: string, identity: string): SubmissionAttempt {
  const id = `${url}\n${identity}`;
  let key = openAttempts.get(id);
  if (key === undefined) {
    key = newKey();
    openAttempts.set(id, key);
  }
  return {
    key,
    settle(status) {
      if (isFinal(status)) openAttempts.delete(id);
    },
  };
}

/** A form's fields as one string, for the identity of a multipart submission. */
export function formIdentity(form: FormData): string {
  return JSON.stringify(
    [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : value.name]),
  );
}

function isFinal(status: number): boolean {
  return status >= 200 && status < 500 && status !== 409 && status !== 429;
}

function newKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
