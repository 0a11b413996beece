/**
 * The Test cases area (issue 28 item 3; docs/platform-demo.md#test-cases): per project, the module
 * tree and its manual test cases (Scripts), manual suites and their runs (Suites), and the manual
 * suites' analytics (Suite Metrics), the three places the academy's test case lessons open.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { inputClass } from "~/components/form/field-styles";
import { actingUser } from "../../access";
import type { AreaProps } from "../../areas";
import { mayConfigure } from "../settings/access";
import { projectSettings, scriptLabels, withProject } from "../settings/project-settings";
import { mayInProject } from "./access";
import type { TestManagement } from "./model";
import { ScriptsPanel } from "./scripts-panel";
import { SuiteMetrics } from "./suite-metrics";
import { SuitesOverview } from "./suites-overview";
import { SuitesPanel } from "./suites-panel";
import { rootId } from "./tree";

const tabClass =
  "shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-ink-600 data-[state=active]:border-ink-700 data-[state=active]:bg-ink-700 data-[state=active]:text-white";

/** Every panel stays mounted, so a manual run in progress survives a look at another tab. */
const panelClass = "mt-4 focus-visible:outline-offset-4 data-[state=inactive]:hidden";

export default function TestCasesArea({ demo: { data, update } }: AreaProps) {
  const [projectId, setProjectId] = useState(data.projects[0]?.id ?? "");
  const [selected, setSelected] = useState<Record<string, string>>({ "p-web": "m-payment" });
  const [suiteId, setSuiteId] = useState("");
  const [message, setMessage] = useState("");
  const project = data.projects.find((candidate) => candidate.id === projectId) ?? data.projects[0];
  if (!project) return <p className="text-slate-700">The demo company has no projects.</p>;

  const tm = data.testManagement;
  const change = (next: (tm: TestManagement) => TestManagement) =>
    update((current) => ({ ...current, testManagement: next(current.testManagement) }));
  const may = (action: Parameters<typeof mayInProject>[1]) => mayInProject(data, action);
  const suites = tm.suites.filter((suite) => suite.projectId === project.id);
  const suite = suites.find((candidate) => candidate.id === suiteId) ?? suites[0];
  const userName = (id: string) => data.users.find((user) => user.id === id)?.name ?? "A former user";
  const analytics = may("analytics.view");

  return (
    <section aria-labelledby="test-cases-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="test-cases-heading" className="text-xl font-semibold text-slate-900">
          Test Case Management
        </h2>
        <div className="w-full sm:w-80">
          <label htmlFor="tc-project" className="block text-sm font-medium text-slate-900">
            Project
          </label>
          <select
            id="tc-project"
            className={`${inputClass(false)} mt-1`}
            value={project.id}
            onChange={(event) => {
              setProjectId(event.target.value);
              setMessage("");
            }}
          >
            {data.projects.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-slate-900" data-testid="tc-message">
        {message}
      </p>
      <Tabs.Root defaultValue="scripts" className="mt-2">
        <Tabs.List aria-label="Test case management" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <Tabs.Trigger value="scripts" className={tabClass}>
            Scripts
          </Tabs.Trigger>
          <Tabs.Trigger value="suites" className={tabClass}>
            Suites
          </Tabs.Trigger>
          <Tabs.Trigger value="metrics" className={tabClass}>
            Suite Metrics
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content forceMount value="scripts" className={panelClass}>
          <ScriptsPanel
            key={project.id}
            tm={tm}
            project={project}
            labels={scriptLabels(data, project.id).map((label) => label.name)}
            allowNewLabels={projectSettings(data, project.id).allowNewLabels || mayConfigure(data, "project").allowed}
            onNewLabels={(names) =>
              update((current) => {
                const settings = projectSettings(current, project.id);
                const added = names.map((name) => ({
                  name,
                  color: "Grey" as const,
                  description: "",
                  appliesTo: ["Scripts" as const],
                }));
                return {
                  ...current,
                  settings: withProject(current.settings, { ...settings, labels: [...settings.labels, ...added] }),
                };
              })
            }
            may={{
              view: may("dev.view"),
              create: may("dev.create"),
              edit: may("dev.edit"),
              remove: may("dev.delete"),
            }}
            selectedId={selected[project.id] ?? rootId(project.id)}
            onSelect={(moduleId) => setSelected((current) => ({ ...current, [project.id]: moduleId }))}
            change={change}
            say={setMessage}
          />
        </Tabs.Content>
        <Tabs.Content forceMount value="suites" className={panelClass}>
          <SuitesPanel
            key={project.id}
            tm={tm}
            projectId={project.id}
            testerId={actingUser(data).id}
            may={{ create: may("exec.create"), run: may("exec.run") }}
            change={change}
            say={setMessage}
          />
        </Tabs.Content>
        <Tabs.Content forceMount value="metrics" className={panelClass}>
          {!analytics.allowed ? (
            <p className="text-sm text-slate-700">{analytics.reason}</p>
          ) : !suite ? (
            <p className="text-sm text-slate-700">This project has no manual suites yet.</p>
          ) : (
            <>
              <SuitesOverview suites={suites} runs={tm.runs} selectedId={suite.id} onSelect={setSuiteId} />
              <SuiteMetrics
                suite={suite}
                runs={tm.runs.filter((run) => run.suiteId === suite.id)}
                userName={userName}
              />
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
