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
import { ScriptLabels } from "./script-labels";
import { ScriptOrder } from "./script-order";
import { SuiteAccessFields, type SuiteMember } from "./suite-access-fields";

const addChoices = ["Individually", "By label"] as const;

const options = <K extends string>(entries: Record<K, { label: string }>) =>
  Object.entries<{ label: string }>(entries).map(([value, { label }]) => ({ value, label }));

export function SuiteForm({
  suite,
  tests,
  users,
  takenNames,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  suite?: ExecutionSuite;
  tests: readonly WebTest[];
  users: readonly SuiteMember[];
  takenNames: readonly string[];
  submitLabel: string;
  onSubmit: (fields: SuiteFields) => void;
  onCancel: () => void;
}) {
  const [scriptIds, setScriptIds] = useState<string[]>(suite ? [...suite.scriptIds] : []);
  const [adding, setAdding] = useState<string>(
    suite && suite.labels.length > 0 && suite.scriptIds.length === 0 ? "By label" : "Individually",
  );
  const [autoRerun, setAutoRerun] = useState((suite?.rerunAttempts ?? 0) > 0);
  const form = useValidatedForm({
    schema: suiteFormSchema(
      takenNames,
      tests.map((test) => test.id),
      users.map((user) => user.id),
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
      labels: values.getAll("labels"),
      labelMatch: values.get("labelMatch") ?? undefined,
      access: values.get("access") ?? undefined,
      memberIds: values.getAll("memberIds"),
    }),
    onValid: (fields) => {
      onSubmit(fields);
      return undefined;
    },
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField {...form.field("name")} label="Suite name" autoComplete="off" defaultValue={suite?.name} />
      <SelectField
        {...form.field("adding")}
        label="Add Scripts"
        hint="Individually, in the order you set; or By label, every script that carries the labels. A suite may have both."
        placeholder="Choose how"
        options={addChoices.map((value) => ({ value, label: value }))}
        defaultValue={adding}
        onChange={(event) => setAdding(event.target.value)}
      />
      {/* Both stay in the form, so switching keeps what was chosen; a message about scripts shows both. */}
      <div hidden={adding !== "Individually" && !form.field("scriptIds").error}>
        <ScriptOrder field={form.field("scriptIds")} tests={tests} value={scriptIds} onChange={setScriptIds} />
      </div>
      <div hidden={adding !== "By label" && !form.field("scriptIds").error}>
        <ScriptLabels labels={form.field("labels")} match={form.field("labelMatch")} suite={suite} tests={tests} />
      </div>
      <fieldset className="space-y-4 border-t border-slate-200 pt-4">
        <legend className="pt-4 font-semibold text-slate-900">Run Settings</legend>
        <SelectField
          {...form.field("mode")}
          label="Execution mode"
          hint="Sequential: one script after another in one frame. Parallel: several frames at once. Distributed: across several machines; here each frame of this tab stands for one machine, each free one taking the next script."
          placeholder="Choose a mode"
          options={executionModes.map((mode) => ({ value: mode, label: mode }))}
          defaultValue={suite?.mode ?? "Sequential"}
        />
        <SelectField
          {...form.field("sessions")}
          label="Parallel sessions"
          hint={`Parallel: frames running at once. Distributed: the machines, one frame each. The demo runs at most ${parallelCap}, in this one page.`}
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
      <SuiteAccessFields access={form.field("access")} members={form.field("memberIds")} suite={suite} users={users} />
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
