/**
 * Suite Metrics' list of the project's manual suites (suite-metrics.md; the Manual Suite Analytics
 * lesson's "Suite, Runs, Pass rate, Last result"): a suite's name opens its detail view below.
 */
import { ScrollRegion } from "../../components/scroll-region";
import type { CaseStatus, ManualRun, ManualSuite } from "./model";
import { countByStatus, fullyPassed, passRate, runResult } from "./suite-metrics";

const cell = "px-3 py-2";

export function SuitesOverview({
  suites,
  runs,
  selectedId,
  onSelect,
}: {
  suites: readonly ManualSuite[];
  runs: readonly ManualRun[];
  selectedId: string;
  onSelect: (suiteId: string) => void;
}) {
  return (
    <ScrollRegion labelledBy="suites-overview-caption">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption id="suites-overview-caption" className="px-3 py-2 text-left font-semibold text-slate-900">
          Manual suites
        </caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className={cell}>
              Suite
            </th>
            <th scope="col" className={cell}>
              Runs
            </th>
            <th scope="col" className={cell}>
              Pass rate
            </th>
            <th scope="col" className={cell}>
              Fully passed runs
            </th>
            <th scope="col" className={cell}>
              Last result
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {suites.map((suite) => {
            const own = runs
              .filter((run) => run.suiteId === suite.id)
              .sort((a, b) => b.finishedAt.localeCompare(a.finishedAt));
            const total: Record<CaseStatus, number> = { Passed: 0, Failed: 0, Skipped: 0, "Not Executed": 0 };
            for (const run of own) {
              const counts = countByStatus(run);
              for (const status of Object.keys(total) as CaseStatus[]) total[status] += counts[status];
            }
            const selected = suite.id === selectedId;
            return (
              <tr key={suite.id} className={selected ? "bg-ink-50" : undefined}>
                <th scope="row" className={cell}>
                  <button
                    type="button"
                    className="text-left font-semibold text-link underline underline-offset-4"
                    aria-current={selected ? "true" : undefined}
                    onClick={() => onSelect(suite.id)}
                  >
                    {suite.name}
                  </button>
                </th>
                <td className={`${cell} text-slate-900`}>{own.length}</td>
                <td className={`${cell} text-slate-900`}>{passRate(total)}</td>
                <td className={`${cell} text-slate-900`}>{own.filter(fullyPassed).length}</td>
                <td className={`${cell} text-slate-700`}>{own[0] ? runResult(own[0]) : "Not run yet"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
