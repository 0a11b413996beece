/**
 * Analytics › Suite Metrics for a manual suite (content/docs/analytics/suite-metrics.md, "Manual
 * suites"; the Manual Suite Analytics lesson): the latest run's test cases by status, counted and as a
 * share, with a bar drawn in CSS (hidden from assistive technology, which reads the table), Executed,
 * every run with its pass rate, and By tester.
 */
import { useId } from "react";
import { ScrollRegion } from "../../components/scroll-region";
import { type CaseStatus, caseStatuses, type ManualRun, type ManualSuite } from "./model";

const barColor: Record<CaseStatus, string> = {
  Passed: "bg-green-700",
  Failed: "bg-red-700",
  Skipped: "bg-amber-500",
  "Not Executed": "bg-slate-400",
};

export function countByStatus(run: ManualRun): Record<CaseStatus, number> {
  const counts = { Passed: 0, Failed: 0, Skipped: 0, "Not Executed": 0 };
  for (const result of run.cases) counts[result.status] += 1;
  return counts;
}

const share = (count: number, total: number) => (total === 0 ? 0 : Math.round((count * 100) / total));

/** Passed as a share of Passed and Failed (suite-metrics.md's pass rate; a manual run has no Warning). */
export function passRate(counts: Record<CaseStatus, number>): string {
  const decided = counts.Passed + counts.Failed;
  return decided === 0 ? "–" : `${share(counts.Passed, decided)}%`;
}

/** A run's result for Last result (suite-metrics.md): Failed with any failed test case, else Passed; what was not reached is said. */
export function runResult(run: ManualRun): string {
  const counts = countByStatus(run);
  const verdict = counts.Failed > 0 ? "Failed" : "Passed";
  const open = counts["Not Executed"] > 0 ? `, ${counts["Not Executed"]} Not Executed` : "";
  return `${verdict}${open}, ${run.id}`;
}

/** Whether every test case of the run passed. */
export const fullyPassed = (run: ManualRun) => run.cases.every((result) => result.status === "Passed");

const cell = "px-3 py-2";

export function SuiteMetrics({
  suite,
  runs,
  userName,
}: {
  suite: ManualSuite;
  runs: readonly ManualRun[];
  userName: (id: string) => string;
}) {
  const base = useId();
  const ordered = [...runs].sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
  const latest = ordered[0];
  const title = (
    <h3 className="mt-5 text-lg font-semibold text-slate-900">
      {suite.name} <span className="font-mono text-base font-normal text-slate-700">{suite.id}</span>
    </h3>
  );
  if (!latest)
    return (
      <>
        {title}
        <p className="mt-2 text-sm text-slate-700">{suite.name} has not run yet: run it from the Suites tab.</p>
      </>
    );
  const counts = countByStatus(latest);
  const total = latest.cases.length;
  const executed = total - counts["Not Executed"];
  const testers = new Map<string, { completed: number; failed: number }>();
  for (const run of runs) {
    const entry = testers.get(run.testerId) ?? { completed: 0, failed: 0 };
    const runCounts = countByStatus(run);
    entry.completed += run.cases.length - runCounts["Not Executed"];
    entry.failed += runCounts.Failed;
    testers.set(run.testerId, entry);
  }

  return (
    <div className="space-y-6" data-testid="suite-metrics">
      {title}
      <section aria-labelledby={`${base}-latest`}>
        <h4 id={`${base}-latest`} className="text-base font-semibold text-slate-900">
          Latest run {latest.id}, by {userName(latest.testerId)}
        </h4>
        <p className="mt-1 text-sm text-slate-700" data-testid="executed">
          Executed: {executed} of {total} test cases
        </p>
        <div aria-hidden="true" className="mt-3 flex h-4 w-full overflow-hidden rounded-full bg-slate-100">
          {caseStatuses.map((status) =>
            counts[status] > 0 ? (
              <div
                key={status}
                className={`${barColor[status]} h-full`}
                style={{ width: `${(counts[status] * 100) / total}%` }}
              />
            ) : null,
          )}
        </div>
        <div className="mt-3">
          <ScrollRegion labelledBy={`${base}-status-caption`}>
            <table className="w-full text-left text-sm">
              <caption id={`${base}-status-caption`} className="sr-only">
                Test cases of {latest.id} by status
              </caption>
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className={cell}>
                    Status
                  </th>
                  <th scope="col" className={cell}>
                    Test cases
                  </th>
                  <th scope="col" className={cell}>
                    Share
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {caseStatuses.map((status) => (
                  <tr key={status}>
                    <th scope="row" className={`${cell} font-medium text-slate-900`}>
                      <span aria-hidden="true" className={`mr-2 inline-block size-3 rounded-sm ${barColor[status]}`} />
                      {status}
                    </th>
                    <td className={`${cell} text-slate-900`}>{counts[status]}</td>
                    <td className={`${cell} text-slate-900`}>{share(counts[status], total)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </section>
      <section aria-labelledby={`${base}-runs`}>
        <h4 id={`${base}-runs`} className="text-base font-semibold text-slate-900">
          Runs ({runs.length})
        </h4>
        <div className="mt-2">
          <ScrollRegion labelledBy={`${base}-runs`}>
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className={cell}>
                    Run
                  </th>
                  <th scope="col" className={cell}>
                    Tester
                  </th>
                  {caseStatuses.map((status) => (
                    <th key={status} scope="col" className={cell}>
                      {status}
                    </th>
                  ))}
                  <th scope="col" className={cell}>
                    Pass rate
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {ordered.map((run) => {
                  const runCounts = countByStatus(run);
                  return (
                    <tr key={run.id}>
                      <th scope="row" className={`${cell} font-mono font-medium text-slate-900`}>
                        {run.id}
                      </th>
                      <td className={`${cell} text-slate-700`}>{userName(run.testerId)}</td>
                      {caseStatuses.map((status) => (
                        <td key={status} className={`${cell} text-slate-900`}>
                          {runCounts[status]}
                        </td>
                      ))}
                      <td className={`${cell} text-slate-900`}>{passRate(runCounts)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </section>
      <section aria-labelledby={`${base}-testers`}>
        <h4 id={`${base}-testers`} className="text-base font-semibold text-slate-900">
          By tester
        </h4>
        <div className="mt-2">
          <ScrollRegion labelledBy={`${base}-testers`}>
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-900">
                <tr>
                  <th scope="col" className={cell}>
                    Tester
                  </th>
                  <th scope="col" className={cell}>
                    Completed
                  </th>
                  <th scope="col" className={cell}>
                    Failed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {[...testers].map(([id, entry]) => (
                  <tr key={id}>
                    <th scope="row" className={`${cell} font-medium text-slate-900`}>
                      {userName(id)}
                    </th>
                    <td className={`${cell} text-slate-900`}>{entry.completed}</td>
                    <td className={`${cell} text-slate-900`}>{entry.failed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      </section>
    </div>
  );
}
