/**
 * The Log Defect dialog's form (log-defects.md): Summary, Description, Severity, Priority and
 * Assignee, and the Project when it is logged by hand. Checked with zod, each message on its field.
 */
import { useState } from "react";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import type { DemoProject, DemoUser } from "../../model";
import { type DefectFields, defectFormSchema, priorities, severities } from "./model";

type Errors = Partial<Record<keyof DefectFields, string>>;
const order = ["projectId", "summary", "description", "severity", "priority", "assigneeId"] as const;

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
  const [errors, setErrors] = useState<Errors>({});
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const parsed = defectFormSchema(
          members.map((member) => member.id),
          projects.map((project) => project.id),
        ).safeParse({ ...Object.fromEntries(form), projectId: fixedProject?.id ?? form.get("projectId") ?? "" });
        if (parsed.success) {
          onSubmit(parsed.data);
          return;
        }
        const next: Errors = {};
        for (const issue of parsed.error.issues) next[issue.path[0] as keyof DefectFields] ??= issue.message;
        setErrors(next);
        const first = order.find((field) => next[field]);
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }}
    >
      {fixedProject ? (
        <p className="text-sm text-slate-700">
          Project: <span className="font-medium text-slate-900">{fixedProject.name}</span>
        </p>
      ) : (
        <SelectField
          id="defect-project"
          name="projectId"
          label="Project"
          placeholder="Select a project"
          options={projects.map((project) => ({ value: project.id, label: project.name }))}
          error={errors.projectId}
        />
      )}
      <TextField
        id="defect-summary"
        name="summary"
        label="Summary"
        hint="What is wrong, in one line: “Coupon total not updated at checkout”."
        autoComplete="off"
        defaultValue={summary}
        error={errors.summary}
      />
      <TextareaField
        id="defect-description"
        name="description"
        label="Description"
        optional
        defaultValue={description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="defect-severity"
          name="severity"
          label="Severity"
          placeholder="Select a severity"
          options={severities.map((value) => ({ value, label: value }))}
          error={errors.severity}
        />
        <SelectField
          id="defect-priority"
          name="priority"
          label="Priority"
          placeholder="Select a priority"
          defaultValue="Medium"
          options={priorities.map((value) => ({ value, label: value }))}
          error={errors.priority}
        />
      </div>
      <SelectField
        id="defect-assignee"
        name="assigneeId"
        label="Assignee"
        placeholder="Select an assignee"
        hint="Leave it Unassigned if your team triages new defects together."
        defaultValue="unassigned"
        options={[
          { value: "unassigned", label: "Unassigned" },
          ...members.map((member) => ({ value: member.id, label: member.name })),
        ]}
        error={errors.assigneeId}
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
