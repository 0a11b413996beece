import { DOCS_FEEDBACK_COMMENT_MAX_LENGTH } from "@ignitest/contracts";
import { type FormEvent, useId, useState } from "react";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, inputClass, labelClass } from "~/components/form/field-styles";
import { sendDocsFeedback } from "../api/send-docs-feedback";

/**
 * "Was this helpful?" under every docs page: Yes or No (toggle buttons), then
 * an optional comment and Send. The answer is stored through the API; a
 * failure is shown with the answer and comment kept. Keyed by the page path,
 * so moving to another page starts afresh.
 */
export function DocsFeedback({ path }: { path: string }) {
  return <FeedbackWidget key={path} path={path} />;
}

type Failure = { message: string; field?: "comment" | undefined };

const choiceButton =
  "btn min-w-24 bg-white text-ink-800 ring-1 ring-slate-400 ring-inset hover:bg-ink-50 aria-pressed:bg-ink-800 aria-pressed:text-white aria-pressed:ring-ink-800";

function FeedbackWidget({ path }: { path: string }) {
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingId = `${id}-heading`;
  const commentId = `${id}-comment`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (helpful === null || sending) return;
    setSending(true);
    setFailure(null);
    const trimmed = comment.trim();
    const result = await sendDocsFeedback({ path, helpful, ...(trimmed ? { comment: trimmed } : {}) });
    setSending(false);
    if (result.ok) setSent(true);
    else setFailure({ message: result.message, field: result.field });
  }

  const commentError = failure?.field === "comment" ? failure.message : undefined;
  return (
    <section
      aria-labelledby={headingId}
      data-pagefind-ignore
      className="mt-12 rounded-xl border border-slate-200 bg-slate-50 px-5 py-5 sm:px-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Was this helpful?
      </h2>
      {sent ? null : (
        <div className="mt-3 flex flex-wrap gap-3">
          {[true, false].map((value) => (
            <button
              key={String(value)}
              type="button"
              aria-pressed={helpful === value}
              onClick={() => setHelpful(value)}
              className={choiceButton}
            >
              {value ? "Yes" : "No"}
            </button>
          ))}
        </div>
      )}
      {helpful !== null && !sent ? (
        <form onSubmit={submit} noValidate className="mt-5 max-w-2xl">
          <label htmlFor={commentId} className={labelClass}>
            {helpful ? "What helped you?" : "What was missing or unclear?"}
            <span className="font-normal text-slate-600"> (optional)</span>
          </label>
          <p id={hintId} className={hintClass}>
            Up to {DOCS_FEEDBACK_COMMENT_MAX_LENGTH} characters. The docs team reads every comment; do not include
            passwords or personal data.
          </p>
          <textarea
            id={commentId}
            name="comment"
            rows={3}
            maxLength={DOCS_FEEDBACK_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={describedBy(hintId, commentError && errorId)}
            className={`${inputClass(Boolean(commentError))} min-h-24 resize-y`}
          />
          <FieldError id={errorId} message={commentError} />
          {failure && !commentError ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {failure.message}
            </p>
          ) : null}
          {commentError ? (
            <p role="alert" className="sr-only">
              {commentError}
            </p>
          ) : null}
          <button
            type="submit"
            aria-disabled={sending || undefined}
            className="btn btn-primary mt-4 aria-disabled:cursor-wait aria-disabled:opacity-80"
          >
            {sending ? "Sending…" : "Send feedback"}
          </button>
        </form>
      ) : null}
      <p role="status" className={sent ? "mt-2 text-slate-800" : "sr-only"}>
        {sent ? "Thank you for your feedback. It helps us improve this page." : ""}
      </p>
    </section>
  );
}
