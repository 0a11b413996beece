/**
 * A defect's Evidence (log-defects.md, "What is attached for you"): the run's details, the linked
 * script and step, the failed step with its message, the steps before it, and the link to the failed step.
 */
import { Link } from "react-router";
import { formatDuration, formatWhen, type TimeStyle } from "../../runs/format";
import { configurationLine, findStep, type Run, type StepRef } from "../../runs/runs-model";
import { RunStatusBadge } from "./badges";
import { stepHref } from "./evidence";

export function DefectEvidence({
  runs,
  step,
  time,
}: {
  runs: readonly Run[];
  step: StepRef | undefined;
  /** The project's time zone and clock (docs/platform-demo.md#configuration). */
  time?: TimeStyle;
}) {
  const found = step ? findStep(runs, step) : undefined;
  if (!step || !found) {
    return (
      <p className="text-sm text-slate-700">
        {step
          ? `The run ${step.runId} is no longer kept, so its evidence is not shown.`
          : "Logged by hand: no run is attached. The description holds the steps to reproduce."}
      </p>
    );
  }
  const { run, script, step: failed } = found;
  const before = script.steps.filter((candidate) => candidate.index < failed.index);
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-slate-700">Run details</dt>
          <dd className="font-medium text-slate-900">
            {run.id} · {run.suite?.name ?? run.source} · {configurationLine(run)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-700">Started</dt>
          <dd className="font-medium text-slate-900">{formatWhen(run.startedAt, time)}</dd>
        </div>
        <div>
          <dt className="text-slate-700">Linked script</dt>
          <dd className="font-medium text-slate-900">
            {script.scriptId} {script.name}, step {failed.index}
          </dd>
        </div>
      </dl>
      <div className="rounded-lg border border-red-200 bg-red-50 p-3">
        <h4 className="font-semibold text-red-800">Failed step {failed.index}</h4>
        <p className="mt-1 [overflow-wrap:anywhere] text-slate-900">
          <code className="font-mono text-sm">{failed.text}</code>
        </p>
        <p className="mt-1 font-medium text-red-800">{failed.error}</p>
        <p className="mt-2">
          <Link
            to={stepHref(step)}
            className="font-semibold text-link underline underline-offset-4"
            data-testid="failed-step-link"
          >
            Open the failed step in {run.id}
          </Link>
        </p>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">The steps before it</h4>
        {before.length === 0 ? (
          <p className="text-slate-700">It failed at the script's first step.</p>
        ) : (
          <ol className="mt-1 space-y-1">
            {before.map((candidate) => (
              <li key={candidate.index} className="flex flex-wrap items-start gap-x-2 gap-y-1">
                <span className="font-medium text-slate-900">{candidate.index}.</span>
                <code className="min-w-0 flex-1 font-mono text-sm [overflow-wrap:anywhere] text-slate-900">
                  {candidate.text}
                </code>
                <RunStatusBadge status={candidate.status} />
                <span className="text-slate-700">{formatDuration(candidate.durationMs)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
