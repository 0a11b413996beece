/** The comment a status change asks for (defect-lifecycle.md, "Change the status"): required for Rejected and a reopen. */
import { useState } from "react";
import { TextareaField } from "~/components/form/textarea-field";
import { type DefectStatus, needsComment, statusCommentSchema } from "./model";

export function StatusCommentForm({
  from,
  to,
  onSubmit,
  onCancel,
}: {
  from: DefectStatus;
  to: DefectStatus;
  onSubmit: (comment: string) => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = statusCommentSchema(from, to).safeParse({
          comment: new FormData(event.currentTarget).get("comment") ?? "",
        });
        if (parsed.success) {
          onSubmit(parsed.data.comment);
          return;
        }
        setError(parsed.error.issues[0]?.message);
        event.currentTarget.querySelector<HTMLElement>('[name="comment"]')?.focus();
      }}
    >
      <TextareaField
        id="status-comment"
        name="comment"
        label="Comment"
        optional={!needsComment(from, to)}
        rows={3}
        error={error}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Save
        </button>
      </div>
    </form>
  );
}
