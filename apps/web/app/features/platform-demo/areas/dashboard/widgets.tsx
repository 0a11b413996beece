/**
 * The Dashboard's widgets without a chart (dashboard-widgets.md): Project Status, Script Coverage,
 * Machine Utilization and Recent Executions. Each number links to the screen with the details
 * where the demo has it (a run's result, the defects board).
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDuration, formatWhen, type TimeStyle } from "../../runs/format";
import type { Run } from "../../runs/runs-model";
import { DataTable } from "../analytics/data-table";
import { RunStatusBadge } from "../defects/badges";
import { boardHref } from "../defects/evidence";
import type { machineUtilization, projectStatus, scriptCoverage } from "./figures";

const linkClass = "text-link underline underline-offset-4";

export function Widget({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function runLink(run: Run) {
  return (
    <Link to={`${boardHref}?run=${encodeURIComponent(run.id)}`} className={linkClass}>
      {run.id}
    </Link>
  );
}

export function ProjectStatus({ status }: { status: ReturnType<typeof projectStatus> }) {
  return (
    <Widget id="project-status" title="Project Status">
      <dl className="grid grid-cols-3 gap-2">
        <Figure label="Scripts" value={status.scripts} />
        <Figure label="Suites" value={status.suites} />
        <Figure
          label="Open defects"
          value={
            <Link to={boardHref} className={linkClass}>
              {status.openDefects}
            </Link>
          }
        />
      </dl>
      <p className="mt-3">
        {status.latest ? (
          <>
            Latest suite run: {runLink(status.latest)} {status.latest.suite?.name}{" "}
            <RunStatusBadge status={status.latest.status} />
          </>
        ) : (
          "No suite has run yet."
        )}
      </p>
    </Widget>
  );
}

export function ScriptCoverage({ coverage }: { coverage: ReturnType<typeof scriptCoverage> }) {
  const share = coverage.total === 0 ? 0 : Math.round((coverage.ran / coverage.total) * 100);
  return (
    <Widget id="script-coverage" title="Script Coverage">
      <p>
        <span className="text-2xl font-bold text-slate-900">{share}%</span> ran in the period ({coverage.ran} of{" "}
        {coverage.total} scripts).
      </p>
      <p className="mt-1">
        Automated {coverage.automated} · Manual {coverage.manual}
      </p>
    </Widget>
  );
}

export function MachineUtilization({ machines }: { machines: ReturnType<typeof machineUtilization> }) {
  return (
    <Widget id="machine-utilization" title="Machine Utilization">
      {machines.length === 0 ? (
        <p>No machine ran this project's scripts in the period.</p>
      ) : (
        <DataTable
          caption="Machine Utilization: busy time in the period"
          columns={["Machine", "Busy", "Share of the period"]}
          minWidth=""
          rows={machines.map((machine) => ({
            key: machine.machine,
            cells: [machine.machine, formatDuration(machine.busyMs), `${machine.share.toFixed(2)}%`],
          }))}
        />
      )}
    </Widget>
  );
}

export function RecentExecutions({ runs, time }: { runs: readonly Run[]; time: TimeStyle }) {
  return (
    <Widget id="recent-executions" title="Recent Executions">
      {runs.length === 0 ? (
        <p>No execution yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {runs.map((run) => (
            <li key={run.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5">
              <span>
                {runLink(run)} {run.suite?.name}
              </span>
              <span className="flex items-center gap-2">
                <RunStatusBadge status={run.status} /> {formatWhen(run.startedAt, time)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
