/** Add Variable (variables.md): Scope, Name, Value and Masked; each message on its field. */
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { ScopedVariable } from "~/features/playground";
import type { AutomationAccess } from "./access";
import { variableFormSchema } from "./forms";

export function VariableForm({
  access,
  taken,
  onSubmit,
  onCancel,
}: {
  access: AutomationAccess;
  taken: (scope: "global" | "project") => readonly string[];
  onSubmit: (variable: ScopedVariable) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: variableFormSchema(taken),
    onValid: (variable) => {
      onSubmit(variable);
      return undefined;
    },
  });
  const scopes = [
    ...(access.edit.allowed ? [{ value: "project", label: "Project: every script of this project" }] : []),
    ...(access.global.allowed ? [{ value: "global", label: "Global: every project of the license" }] : []),
  ];
  const masked = form.field("masked");
  return (
    <form {...form.formProps} className="space-y-4">
      <SelectField
        {...form.field("scope")}
        label="Scope"
        placeholder="Choose a scope"
        options={scopes}
        defaultValue={scopes[0]?.value}
      />
      <TextField
        {...form.field("name")}
        label="Name"
        hint="Starts with a letter; letters, digits and underscores. Case-sensitive."
        autoComplete="off"
        spellCheck={false}
      />
      <TextField {...form.field("value")} label="Value" optional autoComplete="off" spellCheck={false} />
      <div className="flex items-start gap-2">
        <input id={masked.id} name={masked.name} type="checkbox" className="mt-1 size-4" />
        <label htmlFor={masked.id} className="text-sm text-slate-900">
          Masked: shown as •••••• in the editor, the run logs and reports
        </label>
      </div>
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
