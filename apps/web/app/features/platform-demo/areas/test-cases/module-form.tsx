/** New Module and Rename (module-tree.md): a name unique among the siblings, at most 60 characters, and a description. */
import { useState } from "react";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { fieldMessages, moduleFormSchema } from "./forms";
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const parsed = moduleFormSchema(siblingNames).safeParse(Object.fromEntries(new FormData(form)));
        if (parsed.success) {
          onSubmit(parsed.data);
          return;
        }
        const next = fieldMessages(parsed.error);
        setErrors(next);
        const first = ["name", "description"].find((field) => next[field]);
        if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      }}
    >
      <TextField
        id="module-name"
        name="name"
        label="Module name"
        hint="Unique among its neighbours, up to 60 characters."
        autoComplete="off"
        defaultValue={module?.name}
        error={errors.name}
      />
      <TextareaField
        id="module-description"
        name="description"
        label="Description"
        hint="Shown as a tooltip in the tree."
        optional
        rows={2}
        className="[&_textarea]:min-h-16"
        defaultValue={module?.description}
        error={errors.description}
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
