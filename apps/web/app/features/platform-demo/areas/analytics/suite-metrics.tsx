/** Suite Metrics' suites table (suite-metrics.md): runs, pass rate, fully passed runs, average duration, last result. */
import { ScrollRegion } from "../../components/scroll-region";
import { formatDuration } from "../../runs/format";
import { DataTable } from "./data-table";
import type { SuiteRow } from "./metrics";
import { percent } from "./period";

export function SuiteMetrics({ suites }: { suites: readonly SuiteRow[] }) {
  return (
    <section aria-labelledby="suites-heading" className="space-y-2">
      <h3 id="suites-heading" className="text-base font-semibold text-slate-900">
        Suites
      </h3>
      <p className="text-sm text-slate-700">
        Pass rate: scripts that ended Passed as a share of scripts that ended Passed, Failed or Warning, over all runs.
      </p>
      {suites.length === 0 ? (
        <p className="text-sm text-slate-700">No suite run in this period.</p>
      ) : (
        <ScrollRegion labelledBy="suites-heading">
          <DataTable
            caption="Suites in the period"
            columns={["Suite", "Runs", "Pass rate", "Fully passed runs", "Average duration", "Last result"]}
            minWidth="min-w-[44rem]"
            rows={suites.map((suite) => ({
              key: suite.suite,
              cells: [
                `${suite.suite} (Automation)`,
                String(suite.runs),
                percent(suite.passRate),
                `${suite.fullyPassed} of ${suite.runs}`,
                formatDuration(suite.averageMs),
                `${suite.last.status} · ${suite.last.runId}`,
              ],
            }))}
          />
        </ScrollRegion>
      )}
    </section>
  );
}
