/** Notification rules (email-configuration.md, "Add a notification rule"): the table, Add Rule and Delete. */
import { useState } from "react";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { useValidatedForm } from "~/components/form/use-validated-form";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import { ruleFormSchema } from "./forms";
import { type NotificationRule, reportKinds, ruleEvents, severities } from "./model";
import { buttonClass, Group, Reason } from "./settings-ui";
import type { TabProps } from "./tab-props";

export function NotificationRules({ data, project, settings, save, may }: TabProps) {
  const [adding, setAdding] = useState(false);
  const verdict = may.project;
  const rules = settings.email.rules;
  const suites = [
    ...new Set(data.runs.filter((run) => run.projectId === project.id).flatMap((run) => run.suite?.name ?? [])),
  ];
  const members = data.users.filter((user) => user.status !== "Inactive").map((user) => user.name);
  const roles = data.roles.filter((role) => role.kind === "project").map((role) => role.name);
  const setRules = (next: NotificationRule[], message: string) =>
    save({ ...settings, email: { ...settings.email, rules: next } }, message);
  const form = useValidatedForm({
    schema: ruleFormSchema(members, roles),
    onValid: (values) => {
      const id = `rule-${Math.max(0, ...rules.map((rule) => Number(rule.id.replace(/\D/g, "")) || 0)) + 1}`;
      setRules([...rules, { id, ...values }], `The rule "${values.event}" is added and applies to the next event.`);
      setAdding(false);
      return undefined;
    },
  });
  return (
    <Group
      id="rules-heading"
      title="Notification rules"
      intro="Project-wide email, beyond what each member chooses in My Profile."
    >
      <Reason id="rules-reason" verdict={verdict} />
      <button
        type="button"
        className={`${buttonClass} btn-primary mb-3`}
        disabled={!verdict.allowed}
        aria-describedby={verdict.allowed ? undefined : "rules-reason"}
        onClick={() => setAdding(true)}
      >
        Add Rule
      </button>
      {rules.length === 0 ? (
        <p className="text-sm text-slate-700">No rules yet: only members' own notifications are sent.</p>
      ) : (
        <ScrollRegion labelledBy="rules-heading">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Notification rules of {project.name}</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                {["Event", "Suites", "Minimum severity", "Recipients", "Attach report", "Actions"].map((head) => (
                  <th key={head} scope="col" className="px-3 py-2 font-semibold">
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rules.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {rule.event}
                  </th>
                  <td className="px-3 py-2 text-slate-700">{rule.suites}</td>
                  <td className="px-3 py-2 text-slate-700">{rule.minimumSeverity}</td>
                  <td className="px-3 py-2 text-slate-700">{rule.recipients.join(", ")}</td>
                  <td className="px-3 py-2 text-slate-700">{rule.attachReport}</td>
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className={`${buttonClass} btn-secondary py-1`}
                      disabled={!verdict.allowed}
                      aria-describedby={verdict.allowed ? undefined : "rules-reason"}
                      aria-label={`Delete the rule ${rule.event}, ${rule.suites}`}
                      onClick={() =>
                        setRules(
                          rules.filter((candidate) => candidate.id !== rule.id),
                          `The rule "${rule.event}" is deleted.`,
                        )
                      }
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <DemoDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add Rule"
        description="The rule applies to the next event. The demo sends no email: nothing leaves this browser."
      >
        <form {...form.formProps} className="space-y-4">
          <SelectField
            {...form.field("event")}
            label="Event"
            placeholder="Choose an event"
            defaultValue="Suite run failed"
            options={ruleEvents.map((value) => ({ value, label: value }))}
          />
          <SelectField
            {...form.field("suites")}
            label="Suites"
            placeholder="Choose the suites"
            hint="For run events."
            defaultValue="All suites"
            options={["All suites", ...suites].map((value) => ({ value, label: value }))}
          />
          <SelectField
            {...form.field("minimumSeverity")}
            label="Minimum severity"
            placeholder="Choose a minimum severity"
            hint="For defect events."
            defaultValue="Any"
            options={severities.map((value) => ({ value, label: value === "Any" ? "Any" : `${value} and above` }))}
          />
          <TextField
            {...form.field("recipients")}
            label="Recipients"
            hint="Members, project roles such as Test Engineer, or e-mail addresses, separated by commas."
            autoComplete="off"
          />
          <SelectField
            {...form.field("attachReport")}
            label="Attach report"
            placeholder="Choose a report"
            defaultValue="None"
            options={reportKinds.map((value) => ({ value, label: value }))}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={`${buttonClass} btn-secondary`} onClick={() => setAdding(false)}>
              Cancel
            </button>
            <button type="submit" className={`${buttonClass} btn-primary`}>
              Save
            </button>
          </div>
        </form>
      </DemoDialog>
    </Group>
  );
}
