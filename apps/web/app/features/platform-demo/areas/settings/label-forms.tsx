/** Add Label, Rename and Merge (labels.md), on the site's form kit: each message on its field. */
import { z } from "zod";
import { CheckboxGroup } from "~/components/form/checkbox-group";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { type LabelFields, labelFormSchema, labelNameSchema } from "./forms";
import { type Label, labelColors, labelTargets } from "./model";
import { buttonClass } from "./settings-ui";

function Actions({ submit, onCancel }: { submit: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={`${buttonClass} btn-secondary`} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={`${buttonClass} btn-primary`}>
        {submit}
      </button>
    </div>
  );
}

const nameHint = "Lowercase letters, digits and hyphens, at most 30 characters.";

export function AddLabelForm({
  taken,
  onSave,
  onCancel,
}: {
  taken: readonly string[];
  onSave: (label: LabelFields) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: labelFormSchema(taken),
    read: (values) => ({
      name: values.get("name") ?? "",
      color: values.get("color") ?? undefined,
      description: values.get("description") ?? "",
      appliesTo: values.getAll("appliesTo"),
    }),
    onValid: (values) => {
      onSave(values);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Name" hint={nameHint} autoComplete="off" />
      <SelectField
        {...form.field("color")}
        label="Color"
        placeholder="Choose a color"
        defaultValue="Green"
        options={labelColors.map((value) => ({ value, label: value }))}
      />
      <TextField
        {...form.field("description")}
        label="Description"
        optional
        hint="What the label means, shown when you point at it."
        autoComplete="off"
      />
      <CheckboxGroup
        {...form.field("appliesTo")}
        legend="Applies to"
        options={labelTargets}
        defaultChecked={["Scripts"]}
      />
      <Actions submit="Save" onCancel={onCancel} />
    </form>
  );
}

export function RenameLabelForm({
  label,
  taken,
  onSave,
  onCancel,
}: {
  label: Label;
  taken: readonly string[];
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: z.object({ name: labelNameSchema(taken) }),
    onValid: ({ name }) => {
      onSave(name);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        {...form.field("name")}
        label="New name"
        hint={nameHint}
        autoComplete="off"
        defaultValue={label.name}
      />
      <Actions submit="Save" onCancel={onCancel} />
    </form>
  );
}

export function MergeLabelForm({
  label,
  targets,
  onMerge,
  onCancel,
}: {
  label: Label;
  targets: readonly string[];
  onMerge: (target: string) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: z.object({
      target: z
        .string("Choose the label to merge into")
        .refine((name) => targets.includes(name), "Choose the label to merge into"),
    }),
    onValid: ({ target }) => {
      onMerge(target);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <SelectField
        {...form.field("target")}
        label="Merge into"
        placeholder="Choose a label"
        hint={`Items with ${label.name} or the chosen label end up with the chosen label.`}
        options={targets.map((name) => ({ value: name, label: name }))}
      />
      <Actions submit="Merge" onCancel={onCancel} />
    </form>
  );
}
