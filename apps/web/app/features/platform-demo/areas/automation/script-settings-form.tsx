/**
 * A script's Settings: Labels, Local Variables, Test Data (Data provider, On
 * iteration failure), Depends on and its script-level Pre/Post Conditions;
 * checked with zod (script-rules.ts), each message on its field.
 */
import { FieldFrame, fieldAria } from "~/components/form/field-frame";
import { inputClass } from "~/components/form/field-styles";
import { TextField } from "~/components/form/text-field";
import { TextareaField } from "~/components/form/textarea-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { Condition, Project, ScriptSettings, WebTest } from "~/features/playground";
import { defaultSettings, readScriptSettings, scriptSettingsSchema } from "./script-rules";

const conditionKey = (condition: Condition | undefined) => (condition ? `${condition.kind}:${condition.id}` : "");

function Select({
  binding,
  label,
  hint,
  defaultValue,
  children,
}: {
  binding: { id: string; name: string; error: string | undefined };
  label: string;
  hint?: string;
  defaultValue: string;
  children: React.ReactNode;
}) {
  return (
    <FieldFrame id={binding.id} label={label} hint={hint} error={binding.error}>
      <select
        id={binding.id}
        name={binding.name}
        defaultValue={defaultValue}
        {...fieldAria(binding.id, hint, binding.error)}
        className={inputClass(Boolean(binding.error))}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

export function ScriptSettingsForm({
  project,
  script,
  onSubmit,
  onCancel,
}: {
  project: Project;
  script: WebTest;
  onSubmit: (settings: ScriptSettings) => void;
  onCancel: () => void;
}) {
  const form = useValidatedForm({
    schema: scriptSettingsSchema(project, script.id),
    read: readScriptSettings,
    onValid: (settings) => {
      onSubmit(settings);
      return undefined;
    },
  });
  const s = script.automation ?? defaultSettings();
  const others = project.tests.filter((test): test is WebTest => test.type === "web" && test.id !== script.id);
  const conditionOptions = (
    <>
      <option value="">None</option>
      <optgroup label="Step groups">
        {project.automation.stepGroups.map((group) => (
          <option key={group.id} value={`stepGroup:${group.id}`}>
            {group.name}
          </option>
        ))}
      </optgroup>
      <optgroup label="Scripts">
        {others.map((test) => (
          <option key={test.id} value={`script:${test.id}`}>
            {test.name}
          </option>
        ))}
      </optgroup>
    </>
  );
  const depends = form.field("dependsOn");
  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        {...form.field("labels")}
        label="Labels"
        hint="Separated by commas, such as smoke, checkout."
        optional
        autoComplete="off"
        defaultValue={s.labels.join(", ")}
      />
      <TextareaField
        {...form.field("variables")}
        label="Local variables"
        hint="One a line, name = value. A local variable wins over a project or global one of the same name."
        optional
        rows={3}
        spellCheck={false}
        defaultValue={s.variables.map((v) => `${v.name} = ${v.value}`).join("\n")}
      />
      <Select
        binding={form.field("dataSetId")}
        label="Data provider"
        hint="The script runs once per row of it."
        defaultValue={s.dataSetId ?? ""}
      >
        <option value="">None (the script&apos;s own test data, if any)</option>
        {project.automation.dataSets.map((set) => (
          <option key={set.id} value={set.id}>
            {set.name} ({set.rows.length} rows)
          </option>
        ))}
      </Select>
      <Select
        binding={form.field("onIterationFailure")}
        label="On iteration failure"
        defaultValue={s.onIterationFailure}
      >
        <option>Continue with next row</option>
        <option>Stop script</option>
      </Select>
      <fieldset aria-describedby={depends.error ? `${depends.id}-error` : undefined}>
        <legend className="block font-semibold text-slate-900">Depends on</legend>
        <p className="mt-1 text-sm text-slate-600">It runs only when all of them pass; otherwise it is Skipped.</p>
        <div className="mt-2 grid gap-1">
          {others.map((test, index) => (
            <label key={test.id} className="flex items-start gap-2 text-sm text-slate-900">
              <input
                id={index === 0 ? depends.id : undefined}
                type="checkbox"
                name="dependsOn"
                value={test.id}
                defaultChecked={s.dependsOn.includes(test.id)}
                aria-invalid={depends.error ? true : undefined}
                className="mt-1 size-4"
              />
              {test.name}
            </label>
          ))}
        </div>
        {depends.error ? (
          <p id={`${depends.id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {depends.error}
          </p>
        ) : null}
      </fieldset>
      <Select
        binding={form.field("preCondition")}
        label="Pre-condition"
        hint="Runs before every iteration."
        defaultValue={conditionKey(s.preCondition)}
      >
        {conditionOptions}
      </Select>
      <Select
        binding={form.field("postCondition")}
        label="Post-condition"
        hint="Runs after every iteration."
        defaultValue={conditionKey(s.postCondition)}
      >
        {conditionOptions}
      </Select>
      <Select binding={form.field("runPostCondition")} label="Run post-condition" defaultValue={s.runPostCondition}>
        <option>Always</option>
        <option>Only if passed</option>
      </Select>
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
