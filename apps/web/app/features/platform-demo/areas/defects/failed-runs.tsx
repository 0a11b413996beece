/**
 * The latest failed runs, each a way into its result and its failed steps (where Log Defect is).
 * The run history itself is the Test Execution area's; this list is only the way in.
 */
import { Link } from "react-router";
import type { DemoData } from "../../model";
import { formatWhen } from "../../runs/format";
import { timeSettingsOf } from "../settings/project-settings";
import { boardHref } from "./evidence";

export function FailedRuns({ data, limit = 6 }: { data: DemoData; limit?: number }) {
  const failed = data.runs
    .filter((run) => run.status === "Failed")
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .slice(0, limit);
  const projectName = (id: string) => data.projects.find((project) => project.id === id)?.name ?? id;
  return (
    <section aria-labelledby="failed-runs-heading" className="rounded-xl border border-slate-200 p-4">
      <h3 id="failed-runs-heading" className="text-base font-semibold text-slate-900">
        Latest failed runs
      </h3>
      <p className="text-sm text-slate-700">Open a run to see its failed steps and log a defect from one.</p>
      {failed.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No run has failed.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {failed.map((run) => {
            const failedScripts = run.scripts.filter((script) => script.status === "Failed").length;
            return (
              <li key={run.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5 text-sm">
                <Link
                  to={`${boardHref}?run=${encodeURIComponent(run.id)}`}
                  className="font-medium text-link underline underline-offset-4"
                >
                  {run.id} {run.suite?.name ?? "Quick Run"}
                </Link>
                <span className="text-slate-700">
                  {projectName(run.projectId)} · {formatWhen(run.startedAt, timeSettingsOf(data, run.projectId))} ·{" "}
                  {failedScripts} failed {failedScripts === 1 ? "script" : "scripts"}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
