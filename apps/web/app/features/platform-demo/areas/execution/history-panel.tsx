/**
 * The run history (results-and-reports.md: the Execution Dashboard's Completed executions, and
 * Quick Run Results): every stored run, seeded and new, newest first, filtered by the docs' statuses
 * and by source. A run opens its result page, the Defects area's run detail.
 */
import { useState } from "react";
import { Link } from "react-router";
import { inputClass } from "~/components/form/field-styles";
import { ScrollRegion } from "../../components/scroll-region";
import type { DemoData } from "../../model";
import { formatDuration, formatWhen } from "../../runs/format";
import { configurationLine, type RunStatus, runStatuses } from "../../runs/runs-model";
import { RunStatusBadge } from "../defects/badges";
import { boardHref } from "../defects/evidence";

type SourceFilter = "all" | "Suite run" | "Quick Run";

export function HistoryPanel({ data }: { data: DemoData }) {
  const [status, setStatus] = useState<RunStatus | "all">("all");
  const [source, setSource] = useState<SourceFilter>("all");
  const projectName = (id: string) => data.projects.find((project) => project.id === id)?.name ?? id;
  const runs = [...data.runs]
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .filter((run) => (status === "all" || run.status === status) && (source === "all" || run.source === source));

  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h3 id="history-heading" className="text-lg font-semibold text-slate-900">
        Execution Dashboard
      </h3>
      <div className="flex flex-wrap gap-3">
        <div className="w-full sm:w-56">
          <label htmlFor="history-status" className="block text-sm font-medium text-slate-900">
            Status
          </label>
          <select
            id="history-status"
            className={`${inputClass(false)} mt-1`}
            value={status}
            onChange={(event) => setStatus(event.target.value as RunStatus | "all")}
          >
            <option value="all">All statuses</option>
            {runStatuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full sm:w-72">
          <label htmlFor="history-source" className="block text-sm font-medium text-slate-900">
            Source
          </label>
          <select
            id="history-source"
            className={`${inputClass(false)} mt-1`}
            value={source}
            onChange={(event) => setSource(event.target.value as SourceFilter)}
          >
            <option value="all">Suite runs and Quick Runs</option>
            <option value="Suite run">Suite runs</option>
            <option value="Quick Run">Quick Run Results</option>
          </select>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-800" data-testid="history-count">
        Showing {runs.length} of {data.runs.length} executions
      </p>
      <ScrollRegion labelledBy="history-heading">
        <table className="w-full min-w-[56rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              {[
                "Execution",
                "Suite",
                "Project",
                "Started by",
                "Run configuration",
                "Started",
                "Duration",
                "Status",
              ].map((name) => (
                <th key={name} scope="col" className="px-3 py-2">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {runs.map((run) => (
              <tr key={run.id}>
                <th scope="row" className="px-3 py-2 font-medium">
                  <Link
                    to={`${boardHref}?run=${encodeURIComponent(run.id)}`}
                    className="text-link underline underline-offset-4"
                  >
                    {run.id}
                  </Link>
                </th>
                <td className="px-3 py-2 text-slate-800">{run.suite?.name ?? run.source}</td>
                <td className="px-3 py-2 text-slate-800">{projectName(run.projectId)}</td>
                <td className="px-3 py-2 text-slate-800">{run.startedBy}</td>
                <td className="px-3 py-2 text-slate-800">{configurationLine(run)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-800">{formatWhen(run.startedAt)}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-800">{formatDuration(run.durationMs)}</td>
                <td className="px-3 py-2">
                  <RunStatusBadge status={run.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
