/**
 * Test Execution › Suites, for manual suites (create-suites.md, manual-test-cases.md): the project's
 * manual suites, New Suite, and Run, which opens the Manual Run screen; a finished run is stored with
 * the next execution ID and the acting user as its tester.
 */
import { useState } from "react";
import type { Verdict } from "../../access";
import { DemoDialog } from "../../components/demo-dialog";
import { ScrollRegion } from "../../components/scroll-region";
import { ManualRun } from "./manual-run";
import { type CaseResult, type ManualSuite, nextNumber, type TestCase, type TestManagement } from "./model";
import { type SuiteFields, SuiteForm } from "./suite-form";
import { countByStatus, runResult } from "./suite-metrics";

const cell = "px-3 py-2";

export function SuitesPanel({
  tm,
  projectId,
  testerId,
  may,
  change,
  say,
}: {
  tm: TestManagement;
  projectId: string;
  testerId: string;
  may: { create: Verdict; run: Verdict };
  change: (next: (tm: TestManagement) => TestManagement) => void;
  say: (message: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  const [running, setRunning] = useState<ManualSuite | null>(null);
  const suites = tm.suites.filter((suite) => suite.projectId === projectId);
  const casesOf = (suite: ManualSuite): TestCase[] =>
    suite.caseIds.flatMap((id) => tm.cases.filter((testCase) => testCase.id === id));

  const create = (fields: SuiteFields) => {
    const id = `SUI${nextNumber(
      tm.suites.map((suite) => suite.id),
      1201,
    )}`;
    change((current) => ({ ...current, suites: [...current.suites, { id, projectId, ...fields }] }));
    setCreating(false);
    say(`Suite ${fields.name} (${id}) was created with ${fields.caseIds.length} test cases.`);
  };

  const finish = (suite: ManualSuite, results: CaseResult[]) => {
    const id = `EXE${nextNumber(
      tm.runs.map((run) => run.id),
      2001,
    )}`;
    const run = { id, suiteId: suite.id, testerId, finishedAt: new Date().toISOString(), cases: results };
    change((current) => ({ ...current, runs: [...current.runs, run] }));
    setRunning(null);
    const counts = countByStatus(run);
    say(
      `Run ${id} of ${suite.name} finished: ${counts.Passed} Passed, ${counts.Failed} Failed, ${counts.Skipped} Skipped, ${counts["Not Executed"]} Not Executed.`,
    );
  };

  if (running)
    return (
      <ManualRun suiteName={running.name} cases={casesOf(running)} onFinish={(results) => finish(running, results)} />
    );

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id="suites-heading" className="text-base font-semibold text-slate-900">
          Manual suites
        </h3>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <button
            type="button"
            className="btn btn-primary px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60"
            disabled={!may.create.allowed}
            aria-describedby={may.create.allowed ? undefined : "reason-suite-create"}
            onClick={() => setCreating(true)}
          >
            + New Suite
          </button>
          {!may.create.allowed ? (
            <p id="reason-suite-create" className="max-w-sm text-sm text-slate-700">
              {may.create.reason}
            </p>
          ) : null}
        </div>
      </div>
      {!may.run.allowed ? (
        <p id="reason-suite-run" className="mt-2 text-sm text-slate-700">
          {may.run.reason}
        </p>
      ) : null}
      {suites.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-5 text-sm text-slate-700">
          No manual suites in this project yet.
        </p>
      ) : (
        <div className="mt-3">
          <ScrollRegion labelledBy="suites-heading">
            <table className="w-full text-left text-sm md:min-w-[36rem]">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className={`${cell} hidden md:table-cell`}>
                    Suite ID
                  </th>
                  <th scope="col" className={cell}>
                    Suite name
                  </th>
                  <th scope="col" className={`${cell} hidden md:table-cell`}>
                    Test cases
                  </th>
                  <th scope="col" className={`${cell} hidden md:table-cell`}>
                    Last result
                  </th>
                  <th scope="col" className={cell}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {suites.map((suite) => {
                  const last = tm.runs
                    .filter((run) => run.suiteId === suite.id)
                    .sort((a, b) => b.finishedAt.localeCompare(a.finishedAt))[0];
                  const count = casesOf(suite).length;
                  return (
                    <tr key={suite.id}>
                      <td className={`${cell} hidden font-mono text-slate-700 md:table-cell`}>{suite.id}</td>
                      <th scope="row" className={`${cell} font-medium text-slate-900`}>
                        {suite.name}
                        {/* On a phone the ID, size and last result go under the name, so Run stays in view. */}
                        <span className="block font-normal text-slate-700 md:hidden">
                          {suite.id} · {count} test cases · {last ? runResult(last) : "Not run yet"}
                        </span>
                      </th>
                      <td className={`${cell} hidden text-slate-700 md:table-cell`}>{count}</td>
                      <td className={`${cell} hidden text-slate-700 md:table-cell`}>
                        {last ? runResult(last) : "Not run yet"}
                      </td>
                      <td className={cell}>
                        <button
                          type="button"
                          className="btn btn-secondary px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60"
                          disabled={!may.run.allowed || count === 0}
                          aria-describedby={may.run.allowed ? undefined : "reason-suite-run"}
                          aria-label={`Run ${suite.name}`}
                          onClick={() => setRunning(suite)}
                        >
                          Run
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
      <DemoDialog
        open={creating}
        onOpenChange={setCreating}
        title="New Suite"
        description="A suite of type Manual: add its test cases individually."
      >
        <SuiteForm
          tm={tm}
          projectId={projectId}
          takenNames={suites.map((suite) => suite.name)}
          onSubmit={create}
          onCancel={() => setCreating(false)}
        />
      </DemoDialog>
    </div>
  );
}
