/** A defect's Comments (overview.md): every project role may add one, a Viewer too; zod, the message on the field. */
import { useState } from "react";
import { TextareaField } from "~/components/form/textarea-field";
import type { Verdict } from "../../access";
import type { DemoData } from "../../model";
import { formatWhen } from "../../runs/format";
import { commentFormSchema, type Defect } from "./model";

const reasonId = "defects-comment-reason";

export function DefectComments({
  data,
  defect,
  verdict,
  onComment,
}: {
  data: DemoData;
  defect: Defect;
  verdict: Verdict;
  onComment: (text: string) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const name = (id: string) => data.users.find((user) => user.id === id)?.name ?? "A former user";
  return (
    <section aria-labelledby="comments-heading">
      <h3 id="comments-heading" className="text-base font-semibold text-slate-900">
        Comments
      </h3>
      {defect.comments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No comments yet.</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm" data-testid="defect-comments">
          {defect.comments.map((comment) => (
            <li key={comment.at + comment.byId} className="rounded-lg border border-slate-200 p-2">
              <p className="text-slate-700">
                <span className="font-medium text-slate-900">{name(comment.byId)}</span>, {formatWhen(comment.at)}
              </p>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const parsed = commentFormSchema.safeParse({ text: new FormData(form).get("text") ?? "" });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            form.querySelector<HTMLElement>('[name="text"]')?.focus();
            return;
          }
          setError(undefined);
          onComment(parsed.data.text);
          form.reset();
        }}
      >
        <TextareaField
          id="defect-comment"
          name="text"
          label="Add a comment"
          rows={3}
          disabled={!verdict.allowed}
          error={error}
        />
        {verdict.allowed ? null : (
          <p id={reasonId} className="text-sm text-amber-900">
            {verdict.reason}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-secondary px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60"
          disabled={!verdict.allowed}
          aria-describedby={verdict.allowed ? undefined : reasonId}
        >
          Add Comment
        </button>
      </form>
    </section>
  );
}
