/**
 * The run report: counts, a per-step timeline with durations, and for each
 * failure its reason, expected against actual, the frame's picture and
 * "Log defect" (docs/playground.md#runner).
 */
import { runPlace } from "../devices";
import type { Run, StepResult } from "../model";
import { Panel } from "./panel";
import { StatusBadge } from "./status-badge";

interface RunReportProps {
  run: Run | undefined;
  live: StepResult[];
  running: boolean;
  onLogDefect: (run: Run, stepIndex: number) => void;
  loggedSteps: Set<string>;
}

function Counts({ steps }: { steps: StepResult[] }) {
  const count = (status: StepResult["status"]) => steps.filter((step) => step.status === status).length;
  return (
    <p className="flex flex-wrap gap-3 text-sm text-slate-800" data-testid="run-counts">
      <span>{count("passed")} passed</span>
      <span>{count("failed")} failed</span>
      <span>{count("skipped")} skipped</span>
    </p>
  );
}

export function RunReport({ run, live, running, onLogDefect, loggedSteps }: RunReportProps) {
  const steps = running ? live : (run?.steps ?? []);
  const total = Math.max(1, ...steps.map((step) => step.durationMs));
  return (
    <Panel title="Results" id="results">
      {running ? <p className="mb-2 text-sm text-slate-700">Running…</p> : null}
      {!running && !run ? <p className="text-sm text-slate-600">Run a test to see its report here.</p> : null}
      {!running && run ? (
        <p className="mb-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <StatusBadge status={run.status === "stopped" ? "stopped" : run.status} />
          <span>
            {run.testName}, {runPlace(run)}
            {run.bugInjected ? ", bug injected" : ""}, {(run.durationMs / 1000).toFixed(1)} s
          </span>
        </p>
      ) : null}
      {steps.length > 0 ? (
        <>
          <Counts steps={steps} />
          <ol aria-label="Step results" className="mt-2 grid gap-2">
            {steps.map((step, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a data-driven run repeats step ids, one per row
                key={`${step.stepId}-${index}`}
                // A step group's steps and a condition's sit under their row (docs/playground.md#automation).
                className={`rounded-md border border-slate-200 p-2 text-sm ${step.parentStepId ? "ml-6" : ""}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={step.status} />
                  <span className="min-w-0 flex-1 break-words text-slate-900">
                    {step.row !== undefined ? `Row ${step.row + 1}: ` : ""}
                    {step.title}
                  </span>
                  <span className="text-xs text-slate-600">{step.durationMs} ms</span>
                </div>
                <div aria-hidden="true" className="mt-1 h-1 rounded bg-slate-100">
                  <div
                    className={`h-1 rounded ${step.status === "failed" ? "bg-red-600" : step.status === "passed" ? "bg-green-600" : "bg-slate-400"}`}
                    style={{ width: `${Math.max(2, (step.durationMs / total) * 100)}%` }}
                  />
                </div>
                {step.status !== "passed" && step.reason ? <p className="mt-1 text-slate-800">{step.reason}</p> : null}
                {step.expected !== undefined || step.actual !== undefined ? (
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                    <dt className="text-slate-600">Expected</dt>
                    <dd className="font-mono text-slate-900">{step.expected ?? "—"}</dd>
                    <dt className="text-slate-600">Actual</dt>
                    <dd className="font-mono text-slate-900">{step.actual ?? "—"}</dd>
                  </dl>
                ) : null}
                {step.picture ? (
                  <img
                    src={step.picture}
                    alt={`The app when step "${step.title}" ${step.status}`}
                    className="mt-2 max-h-64 rounded border border-slate-200"
                  />
                ) : null}
                {!running && run && step.status === "failed" ? (
                  <button
                    type="button"
                    className="btn btn-secondary mt-2 px-2 py-1 text-xs disabled:opacity-50"
                    disabled={loggedSteps.has(`${run.id}/${index}`)}
                    onClick={() => onLogDefect(run, index)}
                  >
                    {loggedSteps.has(`${run.id}/${index}`) ? "Defect logged" : "Log defect"}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Panel>
  );
}
