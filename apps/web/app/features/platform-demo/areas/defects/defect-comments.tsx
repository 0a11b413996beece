/** A defect's Comments (overview.md): every project role may add one, a Viewer too; zod, the message on the field. */
import { useRef } from "react";
import { TextareaField } from "~/components/form/textarea-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { Verdict } from "../../access";
import type { DemoData } from "../../model";
import { formatWhen } from "../../runs/format";
import { timeSettingsOf } from "../settings/project-settings";
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
  const formRef = useRef<HTMLFormElement>(null);
  const form = useValidatedForm({
    schema: commentFormSchema,
    onValid: ({ text }) => {
      onComment(text);
      formRef.current?.reset();
      return undefined;
    },
  });
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
                <span className="font-medium text-slate-900">{name(comment.byId)}</span>,{" "}
                {formatWhen(comment.at, timeSettingsOf(data, defect.projectId))}
              </p>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form ref={formRef} {...form.formProps} className="mt-3 space-y-2">
        <TextareaField {...form.field("text")} label="Add a comment" rows={3} disabled={!verdict.allowed} />
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
