/** A project's Name and Description, as the Create Project wizard and the Edit dialog ask them (create-project.md). */
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";

export type DetailsValues = { name: string; description: string };

export function DetailsFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: DetailsValues;
  errors: Partial<Record<keyof DetailsValues, string>>;
  onChange: (values: DetailsValues) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label="Name"
        hint="Unique in the company, archived projects included: letters, digits, spaces, hyphens and underscores, at most 50 characters."
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange({ ...values, name: event.target.value })}
      />
      <TextareaField
        id={`${idPrefix}-description`}
        name="description"
        label="Description"
        optional
        rows={2}
        className="[&_textarea]:min-h-20"
        hint="Shown in the project selector, so keep it to a sentence."
        value={values.description}
        error={errors.description}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
      />
    </>
  );
}
