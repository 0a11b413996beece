/**
 * The Execution area (issue 28 item 5; docs/platform-demo.md#execution; content/docs/test-execution):
 * automation suites over the playground's own web tests, run for real in frames of the sample apps,
 * sequential or parallel, with auto-rerun; the run history by status; Quick Run; and a debugger.
 * Every run is stored in the demo's `runs`, so the Dashboard, Analytics and Defects see it at once.
 */
import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useState } from "react";
import { roleName } from "../../access";
import type { AreaProps } from "../../areas";
import { mayDebug, mayExecute } from "./access";
import { DebugPanel } from "./debug-panel";
import { HistoryPanel } from "./history-panel";
import { LiveView } from "./live-view";
import { type ExecutionSuite, nextId, parallelCap, type RunSettings, type SuiteFields } from "./model";
import { QuickRunPanel } from "./quick-run-panel";
import { RunReport } from "./run-report";
import { mayUseSuite } from "./suite-access";
import { suiteScriptIds } from "./suite-scripts";
import { SuitesPanel } from "./suites-panel";
import { useExecution } from "./use-execution";
import { usePlaygroundTests } from "./use-playground-tests";

const tabClass =
  "shrink-0 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-ink-600 data-[state=active]:border-ink-700 data-[state=active]:bg-ink-700 data-[state=active]:text-white";
const panelClass = "mt-4 focus-visible:outline-offset-4 data-[state=inactive]:hidden";

/** Whether this document was loaded at this address: only its own policy may frame the sample apps. */
function isOwnDocument(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  return !entry || new URL(entry.name).pathname === window.location.pathname;
}

export default function ExecutionArea({ demo: { data, update } }: AreaProps) {
  const [ownDocument] = useState(isOwnDocument);
  useEffect(() => {
    // Reached by a client-side link all the same: load the page itself (site/own-document.ts).
    if (!ownDocument) window.location.reload();
  }, [ownDocument]);
  const { project, tests } = usePlaygroundTests();
  const execution = useExecution(data, update, project);
  const [message, setMessage] = useState("");
  const webProject = data.projects.find((candidate) => candidate.type === "web" && candidate.status === "Active");
  if (!ownDocument) return <p className="text-slate-700">Loading Test Execution…</p>;
  if (!webProject) return <p className="text-slate-700">The demo company has no active web project to run in.</p>;

  const suites = data.executionSuites.filter((suite) => suite.projectId === webProject.id);
  const takenNames = [
    ...suites.map((suite) => suite.name),
    ...data.testManagement.suites.filter((suite) => suite.projectId === webProject.id).map((suite) => suite.name),
  ];
  const { active, finished } = execution;
  const running = active !== null;

  const save = (fields: SuiteFields, suite?: ExecutionSuite) => {
    update((current) => {
      if (suite)
        return {
          ...current,
          executionSuites: current.executionSuites.map((candidate) =>
            candidate.id === suite.id ? { ...candidate, ...fields } : candidate,
          ),
        };
      const used = [
        ...current.executionSuites.map((candidate) => candidate.id),
        ...current.testManagement.suites.map((candidate) => candidate.id),
        ...current.runs.flatMap((run) => (run.suite ? [run.suite.id] : [])),
      ];
      const created: ExecutionSuite = { id: nextId("SUI", used, 1001), projectId: webProject.id, ...fields };
      return { ...current, executionSuites: [...current.executionSuites, created] };
    });
    setMessage(suite ? `${fields.name} was saved.` : `${fields.name} was created.`);
  };

  const runSuite = (suite: ExecutionSuite) =>
    execution.start({
      source: "Suite run",
      suite: { id: suite.id, name: suite.name },
      projectId: suite.projectId,
      tests: suiteScriptIds(suite, tests).flatMap((id) => tests.filter((test) => test.id === id)),
      settings: suite,
    });

  const quickRun = (scriptId: string, settings: Pick<RunSettings, "windowSize" | "environment">) =>
    execution.start({
      source: "Quick Run",
      projectId: webProject.id,
      tests: tests.filter((test) => test.id === scriptId),
      settings: { ...settings, mode: "Sequential", sessions: 2, rerunAttempts: 0, stopOnFirstFailure: false },
    });

  return (
    <section aria-labelledby="execution-heading" className="space-y-4">
      {/* The page's h1 says Test Execution: the section is the project whose suites it runs. */}
      <h2 id="execution-heading" className="text-xl font-semibold text-slate-900">
        {webProject.name}
      </h2>
      <p className="max-w-3xl text-slate-700">
        Its scripts are the playground's web tests ({tests.length}), kept in this browser by the playground. Runs happen
        here, for real, in frames of the sample apps; a parallel run opens up to {parallelCap} frames at once.
      </p>
      <p role="status" className="min-h-5 text-sm text-slate-800">
        {message}
      </p>
      {running || finished ? (
        <section aria-labelledby="current-run-heading" className="space-y-3 rounded-xl border border-slate-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="current-run-heading" className="text-lg font-semibold text-slate-900">
              {active ? `Running: ${active.suite?.name ?? "Quick Run"}` : "Last run"}
            </h3>
            {active ? <RunControls execution={execution} allowed={mayExecute(data, "exec.abort")} /> : null}
          </div>
          {active ? (
            <div className="flex flex-wrap gap-4" data-testid="live-views">
              {Array.from({ length: active.lanes }, (_, index) => index + 1).map((lane) => (
                <LiveView
                  key={lane}
                  lane={lane}
                  windowSize={active.settings.windowSize}
                  state={execution.lanes[lane]}
                  frameRef={execution.frameRef(lane)}
                />
              ))}
            </div>
          ) : finished ? (
            <RunReport run={finished} />
          ) : null}
        </section>
      ) : null}
      <Tabs.Root defaultValue="suites">
        <Tabs.List aria-label="Test Execution" className="flex gap-2 overflow-x-auto pb-1">
          <Tabs.Trigger value="suites" className={tabClass}>
            Suites
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={tabClass}>
            Execution Dashboard
          </Tabs.Trigger>
          <Tabs.Trigger value="quick-run" className={tabClass}>
            Quick Run
          </Tabs.Trigger>
          <Tabs.Trigger value="debug" className={tabClass}>
            Debug
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="suites" forceMount className={panelClass}>
          <SuitesPanel
            suites={suites}
            tests={tests}
            takenNames={takenNames}
            running={running}
            create={mayExecute(data, "exec.create")}
            edit={mayExecute(data, "exec.edit")}
            run={mayExecute(data, "exec.run")}
            suiteVerdict={(suite, action) => mayUseSuite(data, suite, action)}
            users={data.users
              .filter((user) => user.status !== "Inactive")
              .map((user) => ({ id: user.id, name: user.name, role: roleName(data, user.roleId) }))}
            onSave={save}
            onRun={runSuite}
          />
        </Tabs.Content>
        <Tabs.Content value="history" forceMount className={panelClass}>
          <HistoryPanel data={data} />
        </Tabs.Content>
        <Tabs.Content value="quick-run" forceMount className={panelClass}>
          <QuickRunPanel
            tests={tests}
            allowed={mayExecute(data, "exec.quick-run")}
            running={running}
            onRun={(fields) => quickRun(fields.scriptId, fields)}
          />
        </Tabs.Content>
        <Tabs.Content value="debug" forceMount className={panelClass}>
          <DebugPanel project={project} tests={tests} allowed={mayDebug(data)} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function RunControls({
  execution,
  allowed,
}: {
  execution: ReturnType<typeof useExecution>;
  allowed: { allowed: true } | { allowed: false; reason: string };
}) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {allowed.allowed ? null : (
        <span id="abort-reason" className="text-sm text-slate-700">
          {allowed.reason}
        </span>
      )}
      <button
        type="button"
        className="btn btn-secondary px-4 py-2 text-sm"
        disabled={!allowed.allowed || execution.aborting}
        aria-describedby={allowed.allowed ? undefined : "abort-reason"}
        onClick={execution.abort}
      >
        {execution.aborting ? "Aborting…" : "Abort"}
      </button>
    </span>
  );
}
