/**
 * Test Development › Scripts, the automation side (create-scripts.md,
 * data-providers.md, depends-on-scripts.md, pre-post-condition-levels.md):
 * the playground's web tests with their labels (a filter), data provider,
 * dependencies and conditions; Settings changes them, Call Step Group adds a
 * call to a step group as the script's last step. The steps themselves are
 * written in the test editor.
 */
import { useState } from "react";
import { groupCallStep, newId, type ScriptSettings, type WebTest } from "~/features/playground";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import { CallGroupForm } from "./call-group-form";
import { defaultSettings } from "./script-rules";
import { ScriptSettingsForm } from "./script-settings-form";
import { smallButton, type TabProps, td, th } from "./tab-props";

export function ScriptsTab({ project, update, access, say }: TabProps) {
  const [label, setLabel] = useState("");
  const [editing, setEditing] = useState<WebTest | null>(null);
  const [calling, setCalling] = useState<WebTest | null>(null);
  const scripts = project.tests.filter((test): test is WebTest => test.type === "web");
  const labels = [...new Set(scripts.flatMap((test) => test.automation?.labels ?? []))].sort();
  const shown = label ? scripts.filter((test) => test.automation?.labels.includes(label)) : scripts;
  const nameOf = (id: string) => project.tests.find((test) => test.id === id)?.name ?? "a deleted script";
  const setName = (id: string) => project.automation.dataSets.find((set) => set.id === id)?.name;
  const conditionName = (condition: ScriptSettings["preCondition"]) =>
    !condition
      ? undefined
      : condition.kind === "script"
        ? nameOf(condition.id)
        : project.automation.stepGroups.find((group) => group.id === condition.id)?.name;
  const mapScript = (id: string, change: (test: WebTest) => WebTest) =>
    update((current) => ({
      ...current,
      tests: current.tests.map((test) => (test.id === id && test.type === "web" ? change(test) : test)),
    }));

  return (
    <div>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="scripts-label" className="block text-sm font-semibold text-slate-900">
            Label
          </label>
          <select
            id="scripts-label"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            className="mt-1 block rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value="">All labels</option>
            {labels.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-slate-700" aria-live="polite">
          {shown.length} of {scripts.length} scripts
        </p>
        {!access.edit.allowed ? (
          <p id="scripts-reason" className="text-sm text-slate-700">
            {access.edit.reason}
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        <ScrollRegion labelledBy="scripts-caption">
          <table className="relative w-full min-w-[56rem] text-sm">
            <caption id="scripts-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
              The playground&apos;s web scripts
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>
                  Script
                </th>
                <th scope="col" className={th}>
                  Labels
                </th>
                <th scope="col" className={th}>
                  Data provider
                </th>
                <th scope="col" className={th}>
                  Depends on
                </th>
                <th scope="col" className={th}>
                  Pre- and post-condition
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((test) => {
                const s = test.automation ?? defaultSettings();
                const provider = s.dataSetId ? setName(s.dataSetId) : undefined;
                return (
                  <tr key={test.id} className="border-t border-slate-200">
                    <th scope="row" className={th}>
                      {test.name}
                      <span className="block text-xs font-normal text-slate-600">{test.steps.length} steps</span>
                    </th>
                    <td className={td}>
                      {s.labels.length > 0
                        ? s.labels.map((name) => (
                            <span
                              key={name}
                              className="mr-1 mb-1 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800"
                            >
                              {name}
                            </span>
                          ))
                        : "None"}
                    </td>
                    <td className={td}>
                      {provider
                        ? `${provider} (${s.onIterationFailure})`
                        : test.data.length > 0
                          ? `Its own ${test.data.length} rows`
                          : "None"}
                    </td>
                    <td className={td}>{s.dependsOn.length > 0 ? s.dependsOn.map(nameOf).join(", ") : "None"}</td>
                    <td className={td}>
                      Pre: {conditionName(s.preCondition) ?? "None"}
                      <br />
                      Post: {conditionName(s.postCondition) ?? "None"}
                      {s.postCondition ? ` (${s.runPostCondition})` : ""}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>
                      <button
                        type="button"
                        className={smallButton}
                        disabled={!access.edit.allowed}
                        aria-describedby={access.edit.allowed ? undefined : "scripts-reason"}
                        aria-label={`Settings of ${test.name}`}
                        onClick={() => setEditing(test)}
                      >
                        Settings
                      </button>{" "}
                      <button
                        type="button"
                        className={smallButton}
                        disabled={!access.edit.allowed || project.automation.stepGroups.length === 0}
                        aria-describedby={
                          !access.edit.allowed
                            ? "scripts-reason"
                            : project.automation.stepGroups.length === 0
                              ? "no-groups"
                              : undefined
                        }
                        aria-label={`Call a step group from ${test.name}`}
                        onClick={() => setCalling(test)}
                      >
                        Call Step Group
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
        {project.automation.stepGroups.length === 0 ? (
          <p id="no-groups" className="mt-2 text-sm text-slate-700">
            The repository has no step groups yet: create one under Step Groups to call it.
          </p>
        ) : null}
      </div>
      <DemoDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={`Settings of ${editing?.name ?? ""}`}
        description="Labels, local variables, test data, dependencies and pre- and post-conditions."
      >
        {editing ? (
          <ScriptSettingsForm
            project={project}
            script={editing}
            onCancel={() => setEditing(null)}
            onSubmit={(settings) => {
              mapScript(editing.id, (test) => ({ ...test, automation: settings }));
              setEditing(null);
              say(`The settings of ${editing.name} were saved.`);
            }}
          />
        ) : null}
      </DemoDialog>
      <DemoDialog
        open={calling !== null}
        onOpenChange={(open) => !open && setCalling(null)}
        title="Call Step Group"
        description={`Adds a call as the last step of ${calling?.name ?? ""}, with a value for each parameter.`}
      >
        {calling ? (
          <CallGroupForm
            groups={project.automation.stepGroups}
            onCancel={() => setCalling(null)}
            onSubmit={(group, values) => {
              const step = groupCallStep(newId("step"), group);
              mapScript(calling.id, (test) => ({
                ...test,
                steps: [...test.steps, { ...step, inputs: { ...step.inputs, ...values } }],
              }));
              setCalling(null);
              say(`${calling.name} now calls ${group.name} as step ${calling.steps.length + 1}.`);
            }}
          />
        ) : null}
      </DemoDialog>
    </div>
  );
}
