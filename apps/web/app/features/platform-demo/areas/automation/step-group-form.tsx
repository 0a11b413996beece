/** New Step Group (step-groups.md: "Turn existing steps into a step group"): name, description, and steps n to m of a script. */
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { Project } from "~/features/playground";
import { stepGroupFormSchema } from "./forms";

export type StepGroupFields = { name: string; description: string; script: string; first: number; last: number };

export function StepGroupForm({
  project,
  onSubmit,
  onCancel,
}: {
  project: Project;
  onSubmit: (fields: StepGroupFields) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: stepGroupFormSchema(
      project.automation.stepGroups.map((group) => group.name),
      project,
    ),
    onValid: (fields) => {
      onSubmit(fields);
      return undefined;
    },
  });
  const scripts = project.tests.flatMap((test) =>
    test.type === "web" ? [{ value: test.id, label: `${test.name} (${test.steps.length} steps)` }] : [],
  );
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        {...form.field("name")}
        label="Name"
        hint="What the sequence does, such as Sign in."
        autoComplete="off"
      />
      <TextareaField
        {...form.field("description")}
        label="Description"
        hint="What the group expects and leaves behind."
        optional
        rows={2}
      />
      <SelectField
        {...form.field("script")}
        label="Steps from the script"
        placeholder="Choose a script"
        options={scripts}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field("first")} label="From step" inputMode="numeric" defaultValue="1" autoComplete="off" />
        <TextField {...form.field("last")} label="To step" inputMode="numeric" defaultValue="1" autoComplete="off" />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Create
        </button>
      </div>
    </form>
  );
}
