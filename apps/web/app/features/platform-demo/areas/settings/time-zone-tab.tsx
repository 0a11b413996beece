/**
 * The Time Zone tab (time-zone.md): the project's time zone, from the zones the browser knows, and
 * its date and time formats and first day of the week. Run times across the demo follow it at once.
 */
import { SelectField } from "~/components/form/select-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { formatWhen } from "../../runs/format";
import { timeZoneFormSchema } from "./forms";
import { dateFormats, timeFormats, weekDays } from "./model";
import { timeSettingsOf } from "./project-settings";
import { Group, Reason, SubmitButton } from "./settings-ui";
import type { TabProps } from "./tab-props";

/** UTC first, then every IANA zone of `Intl.supportedValuesOf`, which leaves UTC out. */
export function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...zones.filter((zone) => zone !== "UTC")];
}

export function TimeZoneTab({ data, project, settings, save, may }: TabProps) {
  const verdict = may.project;
  const zones = timeZones();
  const latest = data.runs
    .filter((run) => run.projectId === project.id)
    .reduce<(typeof data.runs)[number] | undefined>(
      (found, run) => (!found || run.startedAt > found.startedAt ? run : found),
      undefined,
    );
  const form = useValidatedForm({
    schema: timeZoneFormSchema(zones),
    onValid: (values) => {
      save(
        { ...settings, timeZone: values },
        `${project.name} is now in ${values.zone}: its run times, reports and emails follow it.`,
      );
      return undefined;
    },
  });
  const { timeZone } = settings;
  return (
    <Group
      id="time-zone-heading"
      title="Time Zone"
      intro="The zone for schedules, day boundaries, reports and emails. The demo has no My Profile, so times on screen follow the project's zone too."
    >
      <Reason id="time-zone-reason" verdict={verdict} />
      <form {...form.formProps} aria-labelledby="time-zone-heading">
        <fieldset disabled={!verdict.allowed} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Time zone settings</legend>
          <SelectField
            {...form.field("zone")}
            label="Project time zone"
            placeholder="Choose a time zone"
            hint="Type the first letters of a region, such as Europe, to move through the list."
            defaultValue={timeZone.zone}
            options={zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
          />
          <SelectField
            {...form.field("dateFormat")}
            label="Date format"
            placeholder="Choose a date format"
            hint="In reports and emails."
            defaultValue={timeZone.dateFormat}
            options={dateFormats.map((value) => ({ value, label: value }))}
          />
          <SelectField
            {...form.field("timeFormat")}
            label="Time format"
            placeholder="Choose a time format"
            defaultValue={timeZone.timeFormat}
            options={timeFormats.map((value) => ({ value, label: value }))}
          />
          <SelectField
            {...form.field("firstDay")}
            label="First day of the week"
            placeholder="Choose a day"
            hint="Where weeks start in Execution Trends and Defect Metrics."
            defaultValue={timeZone.firstDay}
            options={weekDays.map((value) => ({ value, label: value }))}
          />
        </fieldset>
        <div className="mt-4">
          <SubmitButton verdict={verdict} reasonId="time-zone-reason">
            Save
          </SubmitButton>
        </div>
      </form>
      {latest ? (
        <p className="mt-4 text-sm text-slate-700" data-testid="latest-run-time">
          Latest run, {latest.id}: started {formatWhen(latest.startedAt, timeSettingsOf(data, project.id))}. Past
          results are not changed; they are shown in the new zone from now on.
        </p>
      ) : null}
    </Group>
  );
}
