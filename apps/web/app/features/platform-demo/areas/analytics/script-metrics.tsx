/**
 * Script Metrics (script-metrics.md): the scripts table with pass rate, failures and their most
 * frequent cause, average duration, stability (Flaky or Stable) and the last result, and the
 * slowest steps of the period.
 */
import { Link } from "react-router";
import { formatDuration } from "../../runs/format";
import { RunStatusBadge } from "../defects/badges";
import { boardHref } from "../defects/evidence";
import { DataTable } from "./data-table";
import type { ScriptRow, StepRow } from "./metrics";
import { percent } from "./period";
import { SlowestSteps } from "./slowest-steps";

export function ScriptMetrics({ scripts, steps }: { scripts: readonly ScriptRow[]; steps: readonly StepRow[] }) {
  const flaky = scripts.filter((script) => script.stability === "Flaky");
  return (
    <div className="space-y-6">
      <section aria-labelledby="scripts-heading" className="space-y-2">
        <h3 id="scripts-heading" className="text-base font-semibold text-slate-900">
          Scripts
        </h3>
        <p className="text-sm text-slate-700">
          {flaky.length === 0
            ? "No script is flaky in this period."
            : `Flaky in this period: ${flaky.map((script) => `${script.scriptId} ${script.name}`).join(", ")}.`}
        </p>
        {scripts.length === 0 ? (
          <p className="text-sm text-slate-700">No suite run in this period.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <DataTable
              caption="Scripts in the period"
              columns={["Script", "Runs", "Pass rate", "Failures", "Average duration", "Stability", "Last result"]}
              minWidth="min-w-[52rem]"
              rows={scripts.map((script) => ({
                key: script.scriptId,
                cells: [
                  `${script.scriptId} ${script.name}`,
                  String(script.runs),
                  percent(script.passRate),
                  script.failures === 0 ? "0" : `${script.failures} ${script.cause ?? ""}`.trim(),
                  formatDuration(script.averageMs),
                  <span key="stability">
                    {script.stability}
                    <span className="block text-xs text-slate-700">Flakiness {percent(script.flakiness)}</span>
                  </span>,
                  <Link
                    key="last"
                    to={`${boardHref}?run=${encodeURIComponent(script.last.runId)}&script=${encodeURIComponent(script.scriptId)}`}
                    className="inline-flex items-center gap-2 text-link underline underline-offset-4"
                  >
                    <RunStatusBadge status={script.last.status} /> {script.last.runId}
                  </Link>,
                ],
              }))}
            />
          </div>
        )}
      </section>
      <SlowestSteps steps={steps} />
    </div>
  );
}
