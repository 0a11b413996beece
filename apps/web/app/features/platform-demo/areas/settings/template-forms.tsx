/** New template, Add Field and a report's sections (templates.md), on the site's form kit. */
import { CheckboxGroup } from "~/components/form/checkbox-group";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { readTextFields, useValidatedForm } from "~/components/form/use-validated-form";
import type { Verdict } from "../../access";
import { reportSectionsFormSchema, templateFieldFormSchema, templateFormSchema } from "./forms";
import { fieldTypes, reportSections, type Template, type TemplateField, templateKinds } from "./model";
import { buttonClass, CheckboxField, SubmitButton } from "./settings-ui";

function Actions({ onCancel }: { onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={`${buttonClass} btn-secondary`} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className={`${buttonClass} btn-primary`}>
        Save
      </button>
    </div>
  );
}

export function NewTemplateForm({
  templates,
  onSave,
  onCancel,
}: {
  templates: readonly Template[];
  onSave: (values: { kind: Template["kind"]; name: string; basedOn: string }) => void;
  onCancel: () => void;
}) {
  const takenByKind = Object.fromEntries(
    templateKinds.map((kind) => [
      kind,
      templates.filter((template) => template.kind === kind).map((template) => template.name),
    ]),
  );
  const form = useValidatedForm({
    schema: templateFormSchema(
      takenByKind,
      Object.fromEntries(templates.map((template) => [template.id, template.kind])),
    ),
    onValid: (values) => {
      onSave(values);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <SelectField
        {...form.field("kind")}
        label="Kind"
        placeholder="Choose a kind"
        options={templateKinds.map((value) => ({ value, label: value }))}
      />
      <TextField {...form.field("name")} label="Name" hint="Such as Mobile defect." autoComplete="off" />
      <SelectField
        {...form.field("basedOn")}
        label="Based on"
        placeholder="Choose a template"
        hint="It starts with that template's fields or sections; it must be of the same kind."
        options={templates.map((template) => ({ value: template.id, label: `${template.name} (${template.kind})` }))}
      />
      <Actions onCancel={onCancel} />
    </form>
  );
}

export function AddFieldForm({
  taken,
  onSave,
  onCancel,
}: {
  taken: readonly string[];
  onSave: (field: TemplateField) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: templateFieldFormSchema(taken),
    read: (values) => ({ options: "", helpText: "", ...readTextFields(values) }),
    onValid: (values) => {
      onSave({ ...values, builtIn: false });
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Field name" hint="Such as Device model." autoComplete="off" />
      <SelectField
        {...form.field("type")}
        label="Type"
        placeholder="Choose a type"
        defaultValue="Text"
        options={fieldTypes.map((value) => ({ value, label: value }))}
      />
      <TextField
        {...form.field("options")}
        label="Options"
        optional
        hint="For a Dropdown or Multi-select, separated by commas: None, Some customers, All customers."
        autoComplete="off"
      />
      <CheckboxField
        binding={form.field("required")}
        label="Required"
        hint="An item cannot be saved without it."
        defaultChecked={false}
      />
      <TextField
        {...form.field("helpText")}
        label="Help text"
        optional
        hint="Shown under the field."
        autoComplete="off"
      />
      <Actions onCancel={onCancel} />
    </form>
  );
}

export function ReportSectionsForm({
  template,
  verdict,
  onSave,
}: {
  template: Template;
  verdict: Verdict;
  onSave: (values: { title: string; sections: Template["sections"] }) => void;
}) {
  const form = useValidatedForm({
    schema: reportSectionsFormSchema,
    read: (values) => ({ title: values.get("title") ?? "", sections: values.getAll("sections") }),
    onValid: (values) => {
      onSave(values);
      return undefined;
    },
  });
  return (
    <form {...form.formProps} className="space-y-4">
      <fieldset disabled={!verdict.allowed} className="space-y-4">
        <legend className="sr-only">{template.name}</legend>
        <CheckboxGroup
          {...form.field("sections")}
          legend="Sections"
          options={reportSections}
          defaultChecked={template.sections}
        />
        <TextField
          {...form.field("title")}
          label="Title"
          optional
          hint="Such as Northwind Shop release test."
          autoComplete="off"
          defaultValue={template.title}
        />
      </fieldset>
      <SubmitButton verdict={verdict} reasonId="templates-reason">
        Save
      </SubmitButton>
    </form>
  );
}
