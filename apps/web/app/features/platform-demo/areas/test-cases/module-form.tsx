/** New Module and Rename (module-tree.md): a name unique among the siblings, at most 60 characters, and a description. */
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { moduleFormSchema } from "./forms";
import type { TestModule } from "./model";

export type ModuleFields = { name: string; description: string };

export function ModuleForm({
  module,
  siblingNames,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  module?: TestModule;
  siblingNames: readonly string[];
  submitLabel: string;
  onSubmit: (fields: ModuleFields) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: moduleFormSchema(siblingNames),
    onValid: (fields) => {
      onSubmit(fields);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        {...form.field("name")}
        label="Module name"
        hint="Unique among its neighbours, up to 60 characters."
        autoComplete="off"
        defaultValue={module?.name}
      />
      <TextareaField
        {...form.field("description")}
        label="Description"
        hint="Shown as a tooltip in the tree."
        optional
        rows={2}
        className="[&_textarea]:min-h-16"
        defaultValue={module?.description}
      />
      <div className="flex flex-wrap justify-end gap-2">
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
