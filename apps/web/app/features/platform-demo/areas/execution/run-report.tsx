/**
 * The execution just finished (results-and-reports.md): its status, the scripts by status, and each
 * script with the session it ran in, when it started and ended from the run's start, and whether it
 * passed on a rerun (rerun-failed-scripts.md). The full result is the run's result page.
 */
import { Link } from "react-router";
import { ScrollRegion } from "../../components/scroll-region";
import { formatDuration } from "../../runs/format";
import { configurationLine, type Run, runStatuses, type ScriptRun } from "../../runs/runs-model";
import { RunStatusBadge } from "../defects/badges";
import { boardHref } from "../defects/evidence";

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** "Passed on rerun 1", "Failed on every attempt (2)", or the status alone. */
export function attemptNote(script: ScriptRun): string {
  const attempts = script.attempts ?? 1;
  if (attempts < 2) return "";
  return script.status === "Passed" ? `Passed on rerun ${attempts - 1}` : `Failed on all ${attempts} attempts`;
}

export function RunReport({ run }: { run: Run }) {
  const start = Date.parse(run.startedAt);
  const counts = runStatuses
    .map((status) => [status, run.scripts.filter((script) => script.status === status).length] as const)
    .filter(([, count]) => count > 0);
  const sessions = new Set(run.scripts.map((script) => script.session).filter(Boolean)).size;
  return (
    <section aria-labelledby="run-report-heading" className="space-y-3" data-testid="run-report">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="run-report-heading" className="text-lg font-semibold text-slate-900">
          Execution {run.id}: {run.suite?.name ?? run.source}
        </h3>
        <RunStatusBadge status={run.status} />
      </div>
      <p className="text-sm text-slate-800">
        {configurationLine(run)} · {formatDuration(run.durationMs)} ·{" "}
        {sessions > 1 ? `${sessions} sessions at once` : "one session"}. Scripts:{" "}
        {counts.map(([status, count]) => `${status} ${count}`).join(", ")}.
      </p>
      <ScrollRegion labelledBy="run-report-heading">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">The scripts of {run.id}, in suite order</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2">
                Script
              </th>
              <th scope="col" className="px-3 py-2">
                Session
              </th>
              <th scope="col" className="px-3 py-2">
                Started
              </th>
              <th scope="col" className="px-3 py-2">
                Ended
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {run.scripts.map((script) => {
              const began = script.startedAt ? Date.parse(script.startedAt) - start : null;
              return (
                <tr key={script.scriptId}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                    {script.name}
                  </th>
                  <td className="px-3 py-2 text-slate-800">{script.session ?? "–"}</td>
                  <td className="px-3 py-2 text-slate-800">{began === null ? "–" : `+${seconds(began)}`}</td>
                  <td className="px-3 py-2 text-slate-800">
                    {began === null ? "–" : `+${seconds(began + script.durationMs)}`}
                  </td>
                  <td className="px-3 py-2">
                    <RunStatusBadge status={script.status} />{" "}
                    <span className="text-slate-800">{attemptNote(script)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <p>
        <Link
          to={`${boardHref}?run=${encodeURIComponent(run.id)}`}
          className="text-sm font-medium text-link underline underline-offset-4"
        >
          Open the result of {run.id}
        </Link>
      </p>
    </section>
  );
}
