/**
 * New Script and Edit (manual-test-cases.md; the Test Case Management lessons): Script name, Type
 * (Manual), Description, the Details tab's Priority and Preconditions, Labels and the steps. Checked
 * with zod; each message is shown on its field and the first wrong field takes the focus.
 */
import { useRef, useState } from "react";
import { CheckboxGroup } from "~/components/form/checkbox-group";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { type CaseFields, CaseFormSchema, fieldMessages } from "./forms";
import { priorities, type TestCase } from "./model";
import { type StepDraft, StepsEditor } from "./steps-editor";

const order = ["name", "description", "priority", "preconditions", "labels"];

export function CaseForm({
  testCase,
  labels,
  allowNew = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  testCase?: TestCase;
  /** The project's labels for scripts, from Configuration › Labels (docs/platform-demo.md#configuration). */
  labels: readonly string[];
  /** New labels may be typed too: the Project Admin's, or anyone's with "Allow new labels while tagging" (labels.md). */
  allowNew?: boolean;
  submitLabel: string;
  onSubmit: (fields: CaseFields) => void;
  onCancel: () => void;
}) {
  const keys = useRef(0);
  const newKey = () => {
    keys.current += 1;
    return keys.current;
  };
  const [steps, setSteps] = useState<StepDraft[]>(() =>
    (testCase?.steps ?? [{ action: "", expected: "", data: "" }]).map((step) => ({ ...step, key: newKey() })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A label the test case carries from before (an import) stays offered, so saving keeps it.
  const offered = [...new Set([...labels, ...(testCase?.labels ?? [])])];
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = new FormData(form);
        const parsed = CaseFormSchema.safeParse({
          name: values.get("name") ?? "",
          description: values.get("description") ?? "",
          priority: values.get("priority") ?? "",
          preconditions: values.get("preconditions") ?? "",
          labels: [...values.getAll("labels"), values.get("newLabels") ?? ""].join(", "),
          steps: steps.map(({ action, expected, data }) => ({ action, expected, data })),
        });
        if (parsed.success) {
          onSubmit(parsed.data);
          return;
        }
        const next = fieldMessages(parsed.error);
        setErrors(next);
        const first = [...order, ...steps.flatMap((_, index) => [`steps.${index}.action`, `steps.${index}.expected`])];
        const field = first.find((name) => next[name]);
        const name = field === "labels" && allowNew ? "newLabels" : field;
        if (name) form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      }}
    >
      <TextField
        id="case-name"
        name="name"
        label="Script name"
        autoComplete="off"
        defaultValue={testCase?.name}
        error={errors.name}
      />
      <SelectField
        id="case-type"
        name="type"
        label="Type"
        placeholder="Select a type"
        hint="Automation scripts are written in the test editor. The type cannot be changed later."
        options={[{ value: "manual", label: "Manual" }]}
        defaultValue="manual"
        disabled={testCase !== undefined}
      />
      <TextareaField
        id="case-description"
        name="description"
        label="Description"
        optional
        rows={2}
        className="[&_textarea]:min-h-16"
        defaultValue={testCase?.description}
        error={errors.description}
      />
      <SelectField
        id="case-priority"
        name="priority"
        label="Priority"
        placeholder="Select a priority"
        options={priorities.map((priority) => ({ value: priority, label: priority }))}
        defaultValue={testCase?.priority ?? ""}
        error={errors.priority}
      />
      <TextareaField
        id="case-preconditions"
        name="preconditions"
        label="Preconditions"
        optional
        rows={2}
        className="[&_textarea]:min-h-16"
        defaultValue={testCase?.preconditions}
        error={errors.preconditions}
      />
      {offered.length > 0 ? (
        <CheckboxGroup
          id="case-labels"
          name="labels"
          legend="Labels"
          hint="The project's labels; a Project Admin adds them under Configuration › Labels."
          options={offered}
          defaultChecked={testCase?.labels}
          error={allowNew ? undefined : errors.labels}
        />
      ) : (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">Labels:</span> this project has none yet; a Project Admin adds
          them under Configuration › Labels.
        </p>
      )}
      {allowNew ? (
        <TextField
          id="case-new-labels"
          name="newLabels"
          label="New labels"
          optional
          hint="Separated by commas, such as release-24: they join the project's labels."
          autoComplete="off"
          error={errors.labels}
        />
      ) : null}
      <StepsEditor steps={steps} errors={errors} onChange={setSteps} newKey={newKey} />
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary px-4 py-2 text-sm">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
