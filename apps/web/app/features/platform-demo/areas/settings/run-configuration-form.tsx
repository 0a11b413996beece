/**
 * New Run Configuration (run-configuration.md): Name, Type, Environment, the machines with their
 * browsers or devices and sessions, Window size, Headless, Page load timeout, Project default.
 */
import { useState } from "react";
import { FieldError } from "~/components/form/field-error";
import { inputClass } from "~/components/form/field-styles";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { runConfigurationFormSchema } from "./forms";
import { environments, mobileMachines, webMachines, windowSizes } from "./machines";
import type { RunConfiguration } from "./model";
import { buttonClass, CheckboxField } from "./settings-ui";

type Fields = Omit<RunConfiguration, "id" | "browserVersion" | "usedBy">;

export function RunConfigurationForm({
  types,
  taken,
  onSave,
  onCancel,
}: {
  /** Web & Mobile projects can have both kinds. */
  types: readonly RunConfiguration["type"][];
  taken: readonly string[];
  onSave: (fields: Fields) => void;
  onCancel: () => void;
}) {
  const [type, setType] = useState<RunConfiguration["type"]>(types[0] ?? "Web");
  const machines = type === "Mobile" ? mobileMachines : webMachines;
  const form = useValidatedForm({
    schema: runConfigurationFormSchema(taken, environments),
    read: (values) => ({
      name: values.get("name") ?? "",
      type: values.get("type") ?? undefined,
      environment: values.get("environment") ?? undefined,
      machines: machines.map((row, index) => ({
        machine: row.machine,
        targets: values.getAll(`targets-${index}`),
        sessions: Number(values.get(`sessions-${index}`) ?? ""),
      })),
      windowSize: values.get("windowSize") ?? undefined,
      headless: values.get("headless") ?? undefined,
      pageLoadTimeout: values.get("pageLoadTimeout") ?? "",
      projectDefault: values.get("projectDefault") ?? undefined,
    }),
    onValid: (values) => {
      onSave(values);
      return undefined;
    },
  });
  const machinesBinding = form.field("machines");
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        {...form.field("name")}
        label="Name"
        hint="Where and on what, such as Staging · Chrome and Firefox."
        autoComplete="off"
      />
      <SelectField
        {...form.field("type")}
        label="Type"
        placeholder="Choose a type"
        defaultValue={type}
        disabled={types.length < 2}
        onChange={(event) => setType(event.target.value === "Mobile" ? "Mobile" : "Web")}
        options={types.map((value) => ({ value, label: value }))}
      />
      {types.length < 2 ? <input type="hidden" name="type" value={type} /> : null}
      <SelectField
        {...form.field("environment")}
        label="Environment"
        placeholder="Choose an environment"
        hint="Whose environment variables the runs use."
        defaultValue="Staging"
        options={environments.map((value) => ({ value, label: value }))}
      />
      <fieldset>
        <legend className="font-semibold text-slate-900">Machines</legend>
        <p className="mt-1 text-sm text-slate-600">
          Every script runs once per {type === "Mobile" ? "device" : "browser"} listed; each session uses one parallel
          execution of the license.
        </p>
        <input type="hidden" name="machines" value="" />
        <div className="mt-2 space-y-3">
          {machines.map((row, index) => (
            <fieldset key={row.machine} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">{row.machine}</legend>
              <div className="flex flex-wrap items-end gap-3">
                {row.targets.map((target, targetIndex) => {
                  const id = index === 0 && targetIndex === 0 ? machinesBinding.id : `rc-${index}-${targetIndex}`;
                  return (
                    <label key={target} htmlFor={id} className="flex items-center gap-2 text-sm text-slate-900">
                      <input
                        id={id}
                        type="checkbox"
                        name={`targets-${index}`}
                        value={target}
                        aria-describedby={machinesBinding.error ? `${machinesBinding.id}-error` : undefined}
                        className="size-4 accent-ink-700"
                      />
                      {target}
                    </label>
                  );
                })}
                <label htmlFor={`rc-sessions-${index}`} className="flex items-center gap-2 text-sm text-slate-900">
                  Sessions
                  <span className="w-20">
                    <input
                      id={`rc-sessions-${index}`}
                      name={`sessions-${index}`}
                      inputMode="numeric"
                      defaultValue="1"
                      className={`${inputClass(false)} py-1`}
                    />
                  </span>
                </label>
              </div>
            </fieldset>
          ))}
        </div>
        <FieldError id={`${machinesBinding.id}-error`} message={machinesBinding.error} />
      </fieldset>
      <SelectField
        {...form.field("windowSize")}
        label="Window size"
        placeholder="Choose a window size"
        hint="For desktop browsers."
        defaultValue="Maximized"
        options={windowSizes.map((value) => ({ value, label: value }))}
      />
      <CheckboxField
        binding={form.field("headless")}
        label="Headless"
        hint="Runs browsers without a visible window; faster, not available for Safari."
        defaultChecked={false}
      />
      <TextField
        {...form.field("pageLoadTimeout")}
        label="Page load timeout"
        hint="Seconds a step waits for a page to load before a Timeout."
        inputMode="numeric"
        autoComplete="off"
        defaultValue="60"
      />
      <CheckboxField
        binding={form.field("projectDefault")}
        label="Project default"
        hint="Used by new suites and by Quick Run when nothing else is chosen."
        defaultChecked={false}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={`${buttonClass} btn-secondary`} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`${buttonClass} btn-primary`}>
          Save
        </button>
      </div>
    </form>
  );
}
