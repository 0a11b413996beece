/** The comment a status change asks for (defect-lifecycle.md, "Change the status"): required for Rejected and a reopen. */
import { TextareaField } from "~/components/form/textarea-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
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
  const form = useValidatedForm({
    schema: statusCommentSchema(from, to),
    onValid: ({ comment }) => {
      onSubmit(comment);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextareaField {...form.field("comment")} label="Comment" optional={!needsComment(from, to)} rows={3} />
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
