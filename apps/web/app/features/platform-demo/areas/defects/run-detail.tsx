/**
 * A run's result (results-and-reports.md), the minimal view the defects' evidence links to:
 * its header, the scripts by status, and each script's steps; the step the address names
 * (?run=…&script=…&step=…) is scrolled to and focused. The run history is the execution area's.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Verdict } from "../../access";
import type { DemoData } from "../../model";
import { formatDuration, formatWhen } from "../../runs/format";
import { configurationLine, type Run, runStatuses, type ScriptRun, type StepRun } from "../../runs/runs-model";
import { timeSettingsOf } from "../settings/project-settings";
import { RunStatusBadge } from "./badges";
import { boardHref, stepAnchor } from "./evidence";
import { ScriptResult } from "./script-result";

export function RunDetail({
  data,
  run,
  targetScript,
  targetStep,
  log,
  onLog,
}: {
  data: DemoData;
  run: Run;
  targetScript: string | null;
  targetStep: number | null;
  log: Verdict;
  onLog: (run: Run, script: ScriptRun, step: StepRun) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [onlyFailed, setOnlyFailed] = useState(false);
  useEffect(() => {
    const step = targetScript && targetStep ? document.getElementById(stepAnchor(targetScript, targetStep)) : null;
    if (step) {
      // Optional: jsdom (the component tests) has no scrolling.
      step.scrollIntoView?.({ block: "center" });
      step.focus({ preventScroll: true });
    } else heading.current?.focus();
  }, [targetScript, targetStep]);
  const project = data.projects.find((candidate) => candidate.id === run.projectId);
  const counts = runStatuses
    .map((status) => [status, run.scripts.filter((script) => script.status === status).length] as const)
    .filter(([, count]) => count > 0);
  const shown = run.scripts.filter(
    (script) => !onlyFailed || script.status === "Failed" || script.scriptId === targetScript,
  );
  const facts: ReadonlyArray<readonly [string, string]> = [
    ["Project", project?.name ?? run.projectId],
    ["Suite", run.suite ? `${run.suite.name} (${run.suite.id})` : run.source],
    ["Started by", run.startedBy],
    ["Run configuration", configurationLine(run)],
    ["Started", formatWhen(run.startedAt, timeSettingsOf(data, run.projectId))],
    ["Duration", formatDuration(run.durationMs)],
  ];
  return (
    <section aria-labelledby="run-heading" className="space-y-4">
      <p>
        <Link to={boardHref} className="text-sm font-medium text-link underline underline-offset-4">
          Back to the defects board
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="run-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 outline-none">
          Execution {run.id}: {run.suite?.name ?? run.source}
        </h2>
        <RunStatusBadge status={run.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-700">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-900" data-testid="run-counts">
          Scripts: {counts.map(([status, count]) => `${status} ${count}`).join(", ")}
        </p>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={onlyFailed}
            onChange={(event) => setOnlyFailed(event.target.checked)}
          />
          Show only failed
        </label>
      </div>
      <div className="space-y-3">
        {shown.map((script) => (
          <ScriptResult
            key={script.scriptId}
            run={run}
            script={script}
            target={script.scriptId === targetScript ? (targetStep ?? undefined) : undefined}
            defects={data.defects}
            log={log}
            onLog={(failedScript, step) => onLog(run, failedScript, step)}
          />
        ))}
      </div>
    </section>
  );
}
