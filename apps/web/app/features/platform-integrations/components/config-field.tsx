/** One setting of an integration's form, drawn by its kind (tools.ts) with its label, hint and error. */
import { CheckboxGroup } from "~/components/form/checkbox-group";
import { FieldError } from "~/components/form/field-error";
import { describedBy, hintClass, labelClass } from "~/components/form/field-styles";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { fillTemplate } from "~/lib/fill-template";
import { labels } from "../../../../../../content/pages/platform-integrations";
import { ALL_SUITES, type IntegrationValues } from "../schema";
import type { FieldSpec, Suite } from "../tools";

type ConfigFieldProps = {
  field: FieldSpec;
  id: string;
  error: string | undefined;
  saved: IntegrationValues | undefined;
  suites: readonly Suite[];
};

const INPUT_TYPES: Partial<Record<FieldSpec["kind"], string>> = {
  "https-url": "url",
  "slack-webhook": "url",
  email: "email",
  secret: "password",
  "whole-number": "text",
};

export function ConfigField({ field, id, error, saved, suites }: ConfigFieldProps) {
  const savedValue = saved?.[field.name];
  const common = { id, name: field.name, label: field.label, hint: field.hint, error };
  switch (field.kind) {
    case "select":
    case "suites":
    case "suite": {
      const options =
        field.kind === "select"
          ? (field.options ?? []).map((option) => ({ value: option, label: option }))
          : field.kind === "suites"
            ? [ALL_SUITES, ...suites.map((suite) => suite.name)].map((name) => ({ value: name, label: name }))
            : suites.map((suite) => ({ value: suite.id, label: fillTemplate(labels.suiteOption, suite) }));
      const fallback = field.kind === "suites" ? ALL_SUITES : (field.defaultValue ?? "");
      return (
        <SelectField
          {...common}
          options={options}
          placeholder={labels.chooseOption}
          defaultValue={typeof savedValue === "string" ? savedValue : fallback}
        />
      );
    }
    case "events":
      return (
        <CheckboxGroup
          id={id}
          name={field.name}
          legend={field.label}
          hint={field.hint}
          error={error}
          options={field.options ?? []}
          defaultChecked={Array.isArray(savedValue) ? savedValue : []}
        />
      );
    case "switch": {
      const hintId = `${id}-hint`;
      return (
        <div>
          <label htmlFor={id} className={`${labelClass} inline-flex cursor-pointer items-center gap-2`}>
            <input
              id={id}
              type="checkbox"
              name={field.name}
              defaultChecked={savedValue === true}
              aria-describedby={describedBy(field.hint && hintId, error && `${id}-error`)}
              className="size-5 accent-ink-700"
            />
            {field.label}
          </label>
          {field.hint ? (
            <p id={hintId} className={hintClass}>
              {field.hint}
            </p>
          ) : null}
          <FieldError id={`${id}-error`} message={error} />
        </div>
      );
    }
    default:
      return (
        <TextField
          {...common}
          optional={field.optional}
          type={INPUT_TYPES[field.kind] ?? "text"}
          inputMode={field.kind === "whole-number" ? "numeric" : undefined}
          autoComplete={field.kind === "secret" ? "off" : undefined}
          spellCheck={false}
          defaultValue={typeof savedValue === "string" ? savedValue : (field.defaultValue ?? "")}
        />
      );
  }
}
