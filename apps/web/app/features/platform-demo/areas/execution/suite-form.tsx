/**
 * New Suite and Edit (create-suites.md): Suite name, the scripts in run order, and the Run Settings
 * the demo can honour: Execution mode (execution-modes.md), Parallel sessions (at most 3 frames),
 * the run configuration's Window size and Environment (run-configuration.md), Auto-rerun failed
 * scripts with its Rerun attempts (rerun-failed-scripts.md) and Stop on first failure. On the site's
 * form kit: each message on its field, the first field in error focused.
 */
import { useState } from "react";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { WebTest } from "~/features/playground";
import {
  type ExecutionSuite,
  environments,
  executionModes,
  parallelCap,
  type SuiteFields,
  suiteFormSchema,
  windowSizes,
} from "./model";
import { ScriptOrder } from "./script-order";

const options = <K extends string>(entries: Record<K, { label: string }>) =>
  Object.entries<{ label: string }>(entries).map(([value, { label }]) => ({ value, label }));

export function SuiteForm({
  suite,
  tests,
  takenNames,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  suite?: ExecutionSuite;
  tests: readonly WebTest[];
  takenNames: readonly string[];
  submitLabel: string;
  onSubmit: (fields: SuiteFields) => void;
  onCancel: () => void;
}) {
  const [scriptIds, setScriptIds] = useState<string[]>(suite ? [...suite.scriptIds] : []);
  const [autoRerun, setAutoRerun] = useState((suite?.rerunAttempts ?? 0) > 0);
  const form = useValidatedForm({
    schema: suiteFormSchema(
      takenNames,
      tests.map((test) => test.id),
    ),
    read: (values) => ({
      name: values.get("name") ?? "",
      scriptIds,
      mode: values.get("mode") ?? undefined,
      sessions: values.get("sessions") ?? "",
      windowSize: values.get("windowSize") ?? undefined,
      environment: values.get("environment") ?? undefined,
      rerunAttempts: values.get("autoRerun") === "on" ? (values.get("rerunAttempts") ?? "") : 0,
      stopOnFirstFailure: values.get("stopOnFirstFailure") === "on",
    }),
    onValid: (fields) => {
      onSubmit(fields);
      return undefined;
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Suite name" autoComplete="off" defaultValue={suite?.name} />
      <ScriptOrder field={form.field("scriptIds")} tests={tests} value={scriptIds} onChange={setScriptIds} />
      <fieldset className="space-y-4 border-t border-slate-200 pt-4">
        <legend className="pt-4 font-semibold text-slate-900">Run Settings</legend>
        <SelectField
          {...form.field("mode")}
          label="Execution mode"
          hint="Sequential: one script after another in one frame. Parallel: several frames at once."
          placeholder="Choose a mode"
          options={executionModes.map((mode) => ({ value: mode, label: mode }))}
          defaultValue={suite?.mode ?? "Sequential"}
        />
        <SelectField
          {...form.field("sessions")}
          label="Parallel sessions"
          hint={`Parallel only: frames running at once. The demo runs at most ${parallelCap}, in this one page.`}
          placeholder="Choose the sessions"
          options={[2, 3].map((count) => ({ value: String(count), label: String(count) }))}
          defaultValue={String(suite?.sessions ?? 2)}
        />
        <SelectField
          {...form.field("windowSize")}
          label="Window size"
          placeholder="Choose a window size"
          options={options(windowSizes)}
          defaultValue={suite?.windowSize ?? "desktop"}
        />
        <SelectField
          {...form.field("environment")}
          label="Environment"
          hint="With the injected bug, the sample apps' one wrong behaviour is on."
          placeholder="Choose an environment"
          options={options(environments)}
          defaultValue={suite?.environment ?? "staging"}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            name="autoRerun"
            className="size-4 accent-brand-700"
            checked={autoRerun}
            onChange={(event) => setAutoRerun(event.target.checked)}
          />
          Auto-rerun failed scripts
        </label>
        {autoRerun ? (
          <SelectField
            {...form.field("rerunAttempts")}
            label="Rerun attempts"
            hint="How many more times a failed script runs at the end, stopping as soon as it passes."
            placeholder="Choose the attempts"
            options={[1, 2, 3].map((count) => ({ value: String(count), label: String(count) }))}
            defaultValue={String(Math.max(1, suite?.rerunAttempts ?? 1))}
          />
        ) : null}
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            name="stopOnFirstFailure"
            className="size-4 accent-brand-700"
            defaultChecked={suite?.stopOnFirstFailure ?? false}
          />
          Stop on first failure
        </label>
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
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
