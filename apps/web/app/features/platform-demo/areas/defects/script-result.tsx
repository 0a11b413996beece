/**
 * One script of a run (results-and-reports.md, "The result page"): its steps with status, duration
 * and, for a failed step, its message, the defects logged from it and Log Defect.
 */
import { Link } from "react-router";
import type { Verdict } from "../../access";
import { formatDuration } from "../../runs/format";
import type { Run, ScriptRun, StepRun } from "../../runs/runs-model";
import { RunStatusBadge } from "./badges";
import { defectHref, stepAnchor } from "./evidence";
import { type Defect, isOpen } from "./model";

export const logReasonId = "defects-log-reason";

function DefectLinks({ label, defects }: { label: string; defects: readonly Defect[] }) {
  if (defects.length === 0) return null;
  return (
    <p className="mt-1 text-sm text-slate-700">
      {label}:{" "}
      {defects.map((defect, position) => (
        <span key={defect.id}>
          {position > 0 ? ", " : null}
          <Link to={defectHref(defect.id)} className="font-medium text-link underline underline-offset-4">
            {defect.id}
          </Link>{" "}
          ({defect.status})
        </span>
      ))}
    </p>
  );
}

function FailedStep({
  run,
  script,
  step,
  defects,
  log,
  onLog,
}: {
  run: Run;
  script: ScriptRun;
  step: StepRun;
  defects: readonly Defect[];
  log: Verdict;
  onLog: (script: ScriptRun, step: StepRun) => void;
}) {
  const here = (defect: Defect) => defect.step?.scriptId === script.scriptId && defect.step.stepIndex === step.index;
  const fromThisRun = defects.filter((defect) => here(defect) && defect.step?.runId === run.id);
  const elsewhere = defects.filter((defect) => here(defect) && defect.step?.runId !== run.id && isOpen(defect.status));
  return (
    <div className="mt-1">
      <p className="text-sm font-medium text-red-800">{step.error}</p>
      <DefectLinks label="Logged from this step" defects={fromThisRun} />
      <DefectLinks label="Open defects on this step in other runs" defects={elsewhere} />
      <button
        type="button"
        className="btn btn-secondary mt-2 px-3 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-60"
        disabled={!log.allowed}
        aria-describedby={log.allowed ? undefined : logReasonId}
        aria-label={`Log Defect from step ${step.index} of ${script.scriptId}`}
        onClick={() => onLog(script, step)}
      >
        Log Defect
      </button>
    </div>
  );
}

export function ScriptResult({
  run,
  script,
  target,
  defects,
  log,
  onLog,
}: {
  run: Run;
  script: ScriptRun;
  /** The step the address points at, if it is in this script. */
  target: number | undefined;
  defects: readonly Defect[];
  log: Verdict;
  onLog: (script: ScriptRun, step: StepRun) => void;
}) {
  const headingId = `script-${script.scriptId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {script.scriptId} {script.name}
        </h3>
        <RunStatusBadge status={script.status} />
        <span className="text-sm text-slate-700">
          Module {script.module} · {formatDuration(script.durationMs)}
        </span>
      </div>
      <table className="mt-2 w-full table-fixed text-left text-sm">
        <caption className="sr-only">
          Steps of {script.scriptId} {script.name}
        </caption>
        <thead className="text-slate-900">
          <tr className="border-b border-slate-200">
            <th scope="col" className="w-10 py-1.5 pr-2">
              Step
            </th>
            <th scope="col" className="py-1.5 pr-2">
              NLP step<span className="sm:hidden">, status and duration</span>
            </th>
            <th scope="col" className="hidden w-28 py-1.5 pr-2 sm:table-cell">
              Status
            </th>
            <th scope="col" className="hidden w-20 py-1.5 text-right sm:table-cell">
              Duration
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {script.steps.map((step) => {
            const isTarget = target === step.index;
            return (
              <tr
                key={step.index}
                id={stepAnchor(script.scriptId, step.index)}
                tabIndex={isTarget ? -1 : undefined}
                aria-current={isTarget ? "step" : undefined}
                className={isTarget ? "bg-ink-50 outline-2 outline-offset-[-2px] outline-ink-800" : undefined}
              >
                <th scope="row" className="py-2 pr-2 align-top font-medium text-slate-900">
                  {step.index}
                </th>
                <td className="py-2 pr-2 align-top text-slate-900 [overflow-wrap:anywhere]">
                  <code className="font-mono text-sm">{step.text}</code>
                  <span className="mt-1 flex items-center gap-2 sm:hidden">
                    <RunStatusBadge status={step.status} />
                    <span className="text-slate-700">{formatDuration(step.durationMs)}</span>
                  </span>
                  {step.status === "Failed" ? (
                    <FailedStep run={run} script={script} step={step} defects={defects} log={log} onLog={onLog} />
                  ) : null}
                </td>
                <td className="hidden py-2 pr-2 align-top sm:table-cell">
                  <RunStatusBadge status={step.status} />
                </td>
                <td className="hidden py-2 text-right align-top text-slate-700 sm:table-cell">
                  {formatDuration(step.durationMs)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
