/**
 * Delete Project (edit-and-archive-projects.md): only an archived project, and
 * only after the visitor types its name, as the docs and GitHub's "delete this
 * repository" ask; the message says what is wrong, on the field.
 */
import { useState } from "react";
import { z } from "zod";
import { TextField } from "~/components/form/text-field";
import { DemoDialog } from "../../components/demo-dialog";
import type { DemoProject } from "../../model";

export function DeleteProjectDialog({
  project,
  onOpenChange,
  onDelete,
}: {
  project: DemoProject | null;
  onOpenChange: (open: boolean) => void;
  onDelete: (project: DemoProject) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  return (
    <DemoDialog
      open={project !== null}
      onOpenChange={(open) => {
        if (!open) setError(undefined);
        onOpenChange(open);
      }}
      title={`Delete ${project?.name ?? ""}?`}
      description="Deleting removes the project and everything in it: scripts, elements, test data, results, defects and configuration. It cannot be undone."
    >
      {project ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const typed = new FormData(event.currentTarget).get("confirm-name");
            const parsed = z
              .string()
              .refine((value) => value.trim() === project.name, `Type the project's name exactly: ${project.name}`)
              .safeParse(typed ?? "");
            if (!parsed.success) {
              setError(parsed.error.issues[0]?.message);
              event.currentTarget.querySelector<HTMLElement>("#delete-project-name")?.focus();
              return;
            }
            setError(undefined);
            onDelete(project);
          }}
        >
          <TextField
            id="delete-project-name"
            name="confirm-name"
            label={`Type ${project.name} to confirm`}
            autoComplete="off"
            spellCheck={false}
            error={error}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={() => onOpenChange(false)}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
              Delete Project
            </button>
          </div>
        </form>
      ) : null}
    </DemoDialog>
  );
}
