/**
 * The Log Defect dialog's form (log-defects.md): Summary, Description, Severity, Priority and
 * Assignee, and the Project when it is logged by hand. Checked with zod, each message on its field.
 */
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { readTextFields, useValidatedForm } from "~/components/form/use-validated-form";
import type { DemoProject, DemoUser } from "../../model";
import { type DefectFields, defectFormSchema, priorities, severities } from "./model";

export function LogDefectForm({
  projects,
  members,
  fixedProject,
  summary,
  description,
  onSubmit,
  onCancel,
}: {
  projects: readonly DemoProject[];
  members: readonly DemoUser[];
  /** Logged from a run's step: the run's project, not a choice. */
  fixedProject?: DemoProject | undefined;
  summary: string;
  description: string;
  onSubmit: (fields: DefectFields) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: defectFormSchema(
      members.map((member) => member.id),
      projects.map((project) => project.id),
    ),
    read: (data) => ({ ...readTextFields(data), projectId: fixedProject?.id ?? data.get("projectId") ?? "" }),
    onValid: (fields) => {
      onSubmit(fields);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      {fixedProject ? (
        <p className="text-sm text-slate-700">
          Project: <span className="font-medium text-slate-900">{fixedProject.name}</span>
        </p>
      ) : (
        <SelectField
          {...form.field("projectId")}
          label="Project"
          placeholder="Select a project"
          options={projects.map((project) => ({ value: project.id, label: project.name }))}
        />
      )}
      <TextField
        {...form.field("summary")}
        label="Summary"
        hint="What is wrong, in one line: “Coupon total not updated at checkout”."
        autoComplete="off"
        defaultValue={summary}
      />
      <TextareaField {...form.field("description")} label="Description" optional defaultValue={description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...form.field("severity")}
          label="Severity"
          placeholder="Select a severity"
          options={severities.map((value) => ({ value, label: value }))}
        />
        <SelectField
          {...form.field("priority")}
          label="Priority"
          placeholder="Select a priority"
          defaultValue="Medium"
          options={priorities.map((value) => ({ value, label: value }))}
        />
      </div>
      <SelectField
        {...form.field("assigneeId")}
        label="Assignee"
        placeholder="Select an assignee"
        hint="Leave it Unassigned if your team triages new defects together."
        defaultValue="unassigned"
        options={[
          { value: "unassigned", label: "Unassigned" },
          ...members.map((member) => ({ value: member.id, label: member.name })),
        ]}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          Log Defect
        </button>
      </div>
    </form>
  );
}
