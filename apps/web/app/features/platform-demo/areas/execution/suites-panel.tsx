/**
 * Test Execution › Suites (create-suites.md): the project's automation suites with their Run
 * Settings, New Suite, Edit and Run. Run asks first, showing the run configuration, then Run Suite
 * starts it. Each action the acting user may not take is disabled with its reason.
 */
import { useState } from "react";
import type { WebTest } from "~/features/playground";
import type { Verdict } from "../../access";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import { type ExecutionSuite, environments, type SuiteFields, windowSizes } from "./model";
import type { SuiteMember } from "./suite-access-fields";
import { SuiteForm } from "./suite-form";
import { suiteScriptIds } from "./suite-scripts";

const reasonId = "suites-reason";

export function settingsLine(suite: ExecutionSuite): string {
  const mode = {
    Sequential: "Sequential",
    Parallel: `Parallel, ${suite.sessions} sessions`,
    Distributed: `Distributed, ${suite.sessions} machines (frames)`,
  }[suite.mode];
  const rerun = suite.rerunAttempts > 0 ? `, auto-rerun ${suite.rerunAttempts}` : "";
  return `${mode} · ${windowSizes[suite.windowSize].label} · ${environments[suite.environment].label}${rerun}`;
}

function Reasons({ verdicts }: { verdicts: Verdict[] }) {
  const reasons = [...new Set(verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.reason])))];
  if (reasons.length === 0) return null;
  return (
    <p id={reasonId} className="text-sm text-slate-700">
      {reasons.join(" ")}
    </p>
  );
}

export function SuitesPanel({
  suites,
  tests,
  users,
  takenNames,
  running,
  create,
  edit,
  run,
  suiteVerdict,
  onSave,
  onRun,
}: {
  suites: readonly ExecutionSuite[];
  tests: readonly WebTest[];
  users: readonly SuiteMember[];
  takenNames: readonly string[];
  running: boolean;
  create: Verdict;
  edit: Verdict;
  run: Verdict;
  /** The same, for one suite: its Access (suite-access.ts) on top of the role. */
  suiteVerdict: (suite: ExecutionSuite, action: "exec.run" | "exec.edit") => Verdict;
  onSave: (fields: SuiteFields, suite?: ExecutionSuite) => void;
  onRun: (suite: ExecutionSuite) => void;
}) {
  const [editing, setEditing] = useState<ExecutionSuite | "new" | null>(null);
  const [confirming, setConfirming] = useState<ExecutionSuite | null>(null);
  const nameOf = (id: string) => tests.find((test) => test.id === id)?.name ?? `${id} (not in the project)`;
  const current = editing === "new" ? undefined : (editing ?? undefined);
  const disabledBy = (verdict: Verdict, describedBy = reasonId) =>
    verdict.allowed ? {} : { disabled: true, "aria-describedby": describedBy, title: verdict.reason };
  const scriptsOf = (suite: ExecutionSuite) => suiteScriptIds(suite, tests);

  return (
    <section aria-labelledby="suites-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="suites-heading" className="text-lg font-semibold text-slate-900">
          Suites
        </h3>
        <button
          type="button"
          className="btn btn-primary px-4 py-2 text-sm"
          onClick={() => setEditing("new")}
          {...disabledBy(create)}
        >
          New Suite
        </button>
      </div>
      <Reasons verdicts={[create, edit, run]} />
      <ScrollRegion labelledBy="suites-heading">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                Suite
              </th>
              <th scope="col" className="px-3 py-2">
                Scripts, in order
              </th>
              <th scope="col" className="px-3 py-2">
                Run Settings
              </th>
              {/* relative: the hidden word stays inside the scrolling table, not past the page's edge. */}
              <th scope="col" className="relative px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {suites.map((suite) => {
              // A reason of the suite's own Access is said on its row; the role's, once above the table.
              const rowReasonId = `suite-reason-${suite.id}`;
              const own = (verdict: Verdict, role: Verdict) =>
                verdict.allowed || !role.allowed ? { verdict: role, id: reasonId } : { verdict, id: rowReasonId };
              const editBy = own(suiteVerdict(suite, "exec.edit"), edit);
              const runBy = own(suiteVerdict(suite, "exec.run"), run);
              const rowReason = [editBy, runBy].find((by) => by.id === rowReasonId && !by.verdict.allowed)?.verdict;
              return (
                <tr key={suite.id}>
                  <th scope="row" className="px-3 py-2 align-top font-medium text-slate-900">
                    {suite.name}
                    <span className="block font-mono text-xs text-slate-700">{suite.id}</span>
                  </th>
                  <td className="px-3 py-2 align-top text-slate-800">
                    <ol className="list-decimal pl-5">
                      {scriptsOf(suite).map((id) => (
                        <li key={id}>{nameOf(id)}</li>
                      ))}
                    </ol>
                    {suite.labels.length > 0 ? (
                      <span className="block text-xs text-slate-700">
                        By label: {suite.labels.join(", ")} ({suite.labelMatch})
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 align-top text-slate-800">{settingsLine(suite)}</td>
                  <td className="px-3 py-2 align-top">
                    <span className="flex justify-end gap-2">
                      <button
                        type="button"
                        className="btn btn-secondary px-3 py-1.5 text-sm"
                        aria-label={`Edit ${suite.name}`}
                        onClick={() => setEditing(suite)}
                        {...disabledBy(editBy.verdict, editBy.id)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-primary px-3 py-1.5 text-sm"
                        aria-label={`Run ${suite.name}`}
                        onClick={() => setConfirming(suite)}
                        {...(running
                          ? { disabled: true, title: "A run is in progress" }
                          : disabledBy(runBy.verdict, runBy.id))}
                      >
                        Run
                      </button>
                    </span>
                    {rowReason && !rowReason.allowed ? (
                      <p id={rowReasonId} className="mt-2 max-w-xs text-right text-xs text-slate-700 ms-auto">
                        {rowReason.reason}
                      </p>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <DemoDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? null : setEditing(null))}
        title={current ? `Edit ${current.name}` : "New Suite"}
        description="Type Automation: the playground's web tests, run for real in frames of the sample apps."
      >
        {editing !== null ? (
          <SuiteForm
            suite={current}
            tests={tests}
            users={users}
            takenNames={takenNames.filter((name) => name !== current?.name)}
            submitLabel={current ? "Save" : "Create"}
            onSubmit={(fields) => {
              onSave(fields, current);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </DemoDialog>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        title={`Run ${confirming?.name ?? "the suite"}`}
        description={confirming ? `Run configuration: ${settingsLine(confirming)}.` : ""}
        confirmLabel="Run Suite"
        onConfirm={() => {
          if (confirming) onRun(confirming);
        }}
      />
    </section>
  );
}
