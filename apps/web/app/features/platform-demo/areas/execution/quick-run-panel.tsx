/**
 * Quick Run (quick-run.md): one of the playground's scripts, now, without a suite, on this browser
 * with a window size and an environment. It is stored as a Quick Run: listed under Quick Run Results
 * in the history, never rerun automatically, not counted in suite metrics.
 */
import { SelectField } from "~/components/form/select-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import type { WebTest } from "~/features/playground";
import type { Verdict } from "../../access";
import { environments, type QuickRunFields, quickRunSchema, windowSizes } from "./model";

const options = (entries: Record<string, { label: string }>) =>
  Object.entries(entries).map(([value, { label }]) => ({ value, label }));

export function QuickRunPanel({
  tests,
  allowed,
  running,
  onRun,
}: {
  tests: readonly WebTest[];
  allowed: Verdict;
  running: boolean;
  onRun: (fields: QuickRunFields) => void;
}) {
  const form = useValidatedForm({
    schema: quickRunSchema(tests.map((test) => test.id)),
    onValid: (fields) => {
      onRun(fields);
      return undefined;
    },
  });
  return (
    <section aria-labelledby="quick-run-heading" className="max-w-xl space-y-3">
      <h3 id="quick-run-heading" className="text-lg font-semibold text-slate-900">
        Quick Run
      </h3>
      <p className="text-sm text-slate-700">
        Runs one script straight away in one frame. Scripts it depends on do not run first, and a failure is not rerun.
      </p>
      <form {...form.formProps} className="space-y-4">
        <SelectField
          {...form.field("scriptId")}
          label="Script"
          placeholder="Choose a script"
          options={tests.map((test) => ({ value: test.id, label: test.name }))}
        />
        <SelectField
          {...form.field("windowSize")}
          label="Window size"
          placeholder="Choose a window size"
          options={options(windowSizes)}
          defaultValue="desktop"
        />
        <SelectField
          {...form.field("environment")}
          label="Environment"
          placeholder="Choose an environment"
          options={options(environments)}
          defaultValue="staging"
        />
        {allowed.allowed ? null : (
          <p id="quick-run-reason" className="text-sm text-slate-700">
            {allowed.reason}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-primary px-4 py-2 text-sm"
          disabled={!allowed.allowed || running}
          aria-describedby={allowed.allowed ? undefined : "quick-run-reason"}
        >
          Run
        </button>
      </form>
    </section>
  );
}
