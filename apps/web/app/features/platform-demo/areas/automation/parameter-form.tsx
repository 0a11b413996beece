// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the docs' placeholder syntax, shown as text (docs/platform-demo.md#automation)
/** Add Parameter (parameterized-step-groups.md): Name, Type, Default value, Required, Description. */
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { StepGroupParameter } from "~/features/playground";
import { parameterFormSchema } from "./forms";

export function ParameterForm({
  takenNames,
  onSubmit,
  onCancel,
}: {
  takenNames: readonly string[];
  onSubmit: (parameter: StepGroupParameter) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: parameterFormSchema(takenNames),
    onValid: (parameter) => {
      onSubmit(parameter);
      return undefined;
    },
  });
  const required = form.field("required");
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        {...form.field("name")}
        label="Name"
        hint="Steps read it as ${param.name}."
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField
        {...form.field("type")}
        label="Type"
        placeholder="Choose a type"
        defaultValue="Text"
        options={["Text", "Number", "Boolean", "Secret"].map((type) => ({ value: type, label: type }))}
      />
      <TextField
        {...form.field("defaultValue")}
        label="Default value"
        hint="Used when a caller leaves it empty."
        optional
        autoComplete="off"
      />
      <div className="flex items-start gap-2">
        <input id={required.id} name={required.name} type="checkbox" className="mt-1 size-4" />
        <label htmlFor={required.id} className="text-sm text-slate-900">
          Required: a caller must supply a value
        </label>
      </div>
      <TextField
        {...form.field("description")}
        label="Description"
        hint="Shown to the person filling in the call."
        optional
        autoComplete="off"
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
