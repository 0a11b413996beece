/**
 * Debug a script (debug-scripts.md): breakpoints on steps, Pause on failure, then Continue (F8),
 * Step Over (F10) and Stop (Shift+F8); while paused, the frame is shown large to inspect, with the
 * paused or failed step and its error beside it. Sessions are not results and are not stored.
 */
import { useEffect, useRef, useState } from "react";
import { inputClass } from "~/components/form/field-styles";
import { type Project, stepLine, type WebTest } from "~/features/playground";
import type { Verdict } from "../../access";
import { type EnvironmentId, environments } from "./model";
import { stepError } from "./to-run";
import { type Pause, useDebugger } from "./use-debugger";

function pauseLine(pause: Pause, test: WebTest, elements: Project["elements"]): string {
  if (pause.kind === "failure") return `Paused at a failure: ${pause.result.title}`;
  const index = test.steps.findIndex((step) => step.id === pause.stepId);
  const step = test.steps[index];
  const row = pause.row === undefined ? "" : ` (data row ${pause.row + 1})`;
  const why = pause.kind === "breakpoint" ? "at a breakpoint" : "after Step Over";
  return `Paused ${why}, before step ${index + 1}${row}: ${step ? stepLine(step, elements) : ""}`;
}

export function DebugPanel({ project, tests, allowed }: { project: Project; tests: WebTest[]; allowed: Verdict }) {
  const [testId, setTestId] = useState(tests[0]?.id ?? "");
  const [environment, setEnvironment] = useState<EnvironmentId>("staging");
  const [pauseOnFailure, setPauseOnFailure] = useState(true);
  const [breakpoints, setBreakpoints] = useState<string[]>([]);
  const { session, frame, start, proceed, stepOver, stop } = useDebugger(project);
  const test = tests.find((candidate) => candidate.id === testId) ?? tests[0];
  const live = session !== null && session.state !== "ended";
  const paused = session?.state === "paused";
  const continueButton = useRef<HTMLButtonElement>(null);
  // A pause takes the focus out of the frame (where the steps typed), so F8 and F10 reach the page.
  const pause = session?.pause;
  useEffect(() => {
    if (pause) continueButton.current?.focus();
  }, [pause]);

  useEffect(() => {
    if (!live) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8" && event.shiftKey) stop();
      else if (event.key === "F8") proceed();
      else if (event.key === "F10") stepOver();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [live, proceed, stepOver, stop]);

  const failed = session?.pause?.kind === "failure" ? session.pause.result : undefined;
  const status = !session
    ? ""
    : session.state === "ended"
      ? `The session ended: ${session.outcome?.status === "passed" ? "Passed" : session.outcome?.status === "failed" ? "Failed" : "Stopped"}.`
      : session.pause && test
        ? pauseLine(session.pause, session.test, project.elements)
        : "Running…";

  return (
    <section aria-labelledby="debug-heading" className="space-y-4">
      <h3 id="debug-heading" className="text-lg font-semibold text-slate-900">
        Debug a script
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="debug-script" className="block text-sm font-medium text-slate-900">
            Script
          </label>
          <select
            id="debug-script"
            className={`${inputClass(false)} mt-1`}
            value={test?.id ?? ""}
            disabled={live}
            onChange={(event) => {
              setTestId(event.target.value);
              setBreakpoints([]);
            }}
          >
            {tests.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="debug-environment" className="block text-sm font-medium text-slate-900">
            Environment
          </label>
          <select
            id="debug-environment"
            className={`${inputClass(false)} mt-1`}
            value={environment}
            disabled={live}
            onChange={(event) => setEnvironment(event.target.value as EnvironmentId)}
          >
            {Object.entries(environments).map(([id, { label }]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={pauseOnFailure}
          disabled={live}
          onChange={(event) => setPauseOnFailure(event.target.checked)}
        />
        Pause on failure
      </label>
      {test ? (
        <ol className="space-y-1 text-sm" aria-label={`Steps of ${test.name}`}>
          {test.steps.map((step, index) => {
            const on = breakpoints.includes(step.id);
            const result =
              session?.test.id === test.id ? session.results.filter((r) => r.stepId === step.id).at(-1) : undefined;
            return (
              <li key={step.id} className="flex items-start gap-2">
                <button
                  type="button"
                  aria-pressed={on}
                  aria-label={`Breakpoint on step ${index + 1}`}
                  disabled={live}
                  className={`mt-0.5 size-5 shrink-0 rounded-full border-2 ${on ? "border-red-700 bg-red-600" : "border-slate-400 bg-transparent"}`}
                  onClick={() =>
                    setBreakpoints(on ? breakpoints.filter((id) => id !== step.id) : [...breakpoints, step.id])
                  }
                />
                <span className="text-slate-900">
                  {index + 1}. {stepLine(step, project.elements)}
                  {result ? <span className="text-slate-700"> · {result.status}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary px-4 py-2 text-sm"
          disabled={!allowed.allowed || live || !test}
          aria-describedby={allowed.allowed ? undefined : "debug-reason"}
          onClick={() => test && start(test, { environment, pauseOnFailure, breakpoints })}
        >
          Start Debugging
        </button>
        <button
          ref={continueButton}
          type="button"
          className="btn btn-secondary px-4 py-2 text-sm"
          disabled={!paused}
          onClick={proceed}
        >
          Continue (F8)
        </button>
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" disabled={!paused} onClick={stepOver}>
          Step Over (F10)
        </button>
        <button type="button" className="btn btn-secondary px-4 py-2 text-sm" disabled={!live} onClick={stop}>
          Stop (Shift+F8)
        </button>
      </div>
      {allowed.allowed ? null : (
        <p id="debug-reason" className="text-sm text-slate-700">
          {allowed.reason}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm font-medium text-slate-900" data-testid="debug-status">
        {status}
      </p>
      <div className="flex flex-col gap-4 lg:flex-row">
        <div className="relative h-[200px] w-[320px] shrink-0 overflow-hidden rounded-md border border-slate-300 bg-white md:h-[400px] md:w-[640px]">
          <iframe
            ref={frame}
            name="lane-9"
            title="Debug session: the sample app"
            src="about:blank"
            className="absolute top-0 left-0 h-[800px] w-[1280px] origin-top-left scale-25 border-0 bg-white md:scale-50"
          />
        </div>
        {failed ? (
          <aside
            aria-label="The failed step"
            className="min-w-0 flex-1 space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="font-semibold">{failed.title}</p>
            <p>{stepError(failed)}</p>
            <p className="text-red-800">Continue ends the script; the rest of its steps are not executed.</p>
          </aside>
        ) : null}
      </div>
    </section>
  );
}
