/**
 * The Result tab (result-configuration.md): retention, capture, status rules and the report after a
 * run. Project Admins change it; Test Engineers read it. Keep Forever is on a run's result, which
 * the demo's runs do not offer yet.
 */
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { reportKinds, retentionDays } from "./model";
import { CheckboxField, Group, Reason, SubmitButton } from "./settings-ui";
import { resultFormSchema } from "./storage-forms";
import type { TabProps } from "./tab-props";

const days = (values: readonly string[]) => values.map((value) => ({ value, label: `${value} days` }));
const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function ResultTab({ project, settings, save, may }: TabProps) {
  const verdict = may.project;
  const result = settings.result;
  const reports = settings.templates.filter((template) => template.kind === "Report").map((template) => template.name);
  const form = useValidatedForm({
    schema: resultFormSchema,
    onValid: (values) => {
      save(
        { ...settings, result: values },
        `The result settings of ${project.name} are saved: they apply to runs that start from now; retention to existing results the next night.`,
      );
      return undefined;
    },
  });
  const select = (
    name: keyof typeof result,
    label: string,
    options: { value: string; label: string }[],
    hint?: string,
  ) => (
    <SelectField
      {...form.field(name)}
      label={label}
      placeholder="Choose"
      hint={hint}
      defaultValue={String(result[name])}
      options={options}
    />
  );
  return (
    <Group id="result-heading" title="Result" intro="What each run keeps, for how long, and how statuses count.">
      <Reason id="result-reason" verdict={verdict} />
      <form {...form.formProps} aria-labelledby="result-heading" className="space-y-5">
        <fieldset disabled={!verdict.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Retention</legend>
          {select("keepSuiteResults", "Keep suite results for", days(["30", "90", "180", "365"]))}
          {select("keepScreenshots", "Keep screenshots for", days(retentionDays))}
          {select("keepVideos", "Keep videos for", days(retentionDays))}
          {select("keepQuickRuns", "Keep Quick Run results for", days(retentionDays))}
        </fieldset>
        <fieldset disabled={!verdict.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Capture</legend>
          {select(
            "screenshotQuality",
            "Screenshot quality",
            plain(["Low", "Medium", "High"]),
            "Higher quality uses more storage.",
          )}
          {select(
            "consoleLog",
            "Capture browser console log",
            plain(["Off", "On for failed scripts", "On for every script"]),
          )}
          <CheckboxField
            binding={form.field("networkLog")}
            label="Capture network log"
            hint="The requests of the failed step and the steps before it."
            defaultChecked={result.networkLog}
          />
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Mask variables in logs:</span> On, cannot be switched off.
          </p>
        </fieldset>
        <fieldset disabled={!verdict.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Status rules</legend>
          {select(
            "countWarningAs",
            "Count Warning as",
            plain(["Passed", "Failed"]),
            "In pass rates on the dashboard and in analytics.",
          )}
          {select(
            "suiteResult",
            "Suite result",
            plain(["Any script fails", "More than a share fails"]),
            "When a run is Failed.",
          )}
          <TextField
            {...form.field("failShare")}
            label="Share of failed scripts (%)"
            hint="For More than a share fails."
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(result.failShare)}
          />
          {select("postCondition", "Post-condition failure", plain(["Warning", "Failed"]), "Marks the last script.")}
          <CheckboxField
            binding={form.field("countSkipped")}
            label="Count Skipped in pass rate"
            hint="Includes Skipped scripts as not passed."
            defaultChecked={result.countSkipped}
          />
        </fieldset>
        <fieldset disabled={!verdict.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">Reports after a run</legend>
          {select(
            "reportTemplate",
            "Report template",
            plain(reports),
            "Report templates are made on the Templates tab.",
          )}
          {select("emailReport", "Email the report", plain(reportKinds))}
          <CheckboxField
            binding={form.field("includePassed")}
            label="Include passed scripts"
            hint="Lists passed scripts in the report, not only failures."
            defaultChecked={result.includePassed}
          />
        </fieldset>
        <SubmitButton verdict={verdict} reasonId="result-reason">
          Save
        </SubmitButton>
      </form>
    </Group>
  );
}
