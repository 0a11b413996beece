/** A project's Name and Description, as the Create Project wizard and the Edit dialog ask them (create-project.md). */
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import type { FieldBinding } from "~/components/form/use-validated-form";

export type DetailsValues = { name: string; description: string };

/** `field` is the form's (useValidatedForm): each field's id, name and message. */
export function DetailsFields({
  field,
  values,
  onChange,
}: {
  field: (name: keyof DetailsValues) => FieldBinding;
  values: DetailsValues;
  onChange: (values: DetailsValues) => void;
}) {
  return (
    <>
      <TextField
        {...field("name")}
        label="Name"
        hint="Unique in the company, archived projects included: letters, digits, spaces, hyphens and underscores, at most 50 characters."
        autoComplete="off"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <TextareaField
        {...field("description")}
        label="Description"
        optional
        rows={2}
        className="[&_textarea]:min-h-20"
        hint="Shown in the project selector, so keep it to a sentence."
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
      />
    </>
  );
}
