/**
 * A playground run in the demo's run terms (docs/platform-demo.md#runs): its steps numbered from 1
 * with results-and-reports.md's statuses, and the run configuration a run records.
 */
import type { PlaygroundRun, StepResult, WebTest } from "~/features/playground";
import type { RunStatus, ScriptRun, StepRun } from "../../runs/runs-model";
import { environments, type RunSettings, windowSizes } from "./model";

const stepStatus = (result: StepResult): RunStatus => {
  if (result.status === "passed") return "Passed";
  if (result.status === "failed") return "Failed";
  if (result.reason === "An earlier step failed.") return "Not Executed";
  if (result.reason === "The run was stopped.") return "Aborted";
  return "Skipped";
};

/** The step's message as a result page says it: the reason, and what was expected and found. */
export function stepError(result: StepResult): string | undefined {
  if (result.status !== "failed") return undefined;
  const found =
    result.expected !== undefined ? ` Expected ${result.expected}, found ${result.actual ?? "nothing"}.` : "";
  return `${result.reason ?? "The step failed."}${found}`;
}

/** A playground run as a script of a demo run: steps numbered from 1, a data row named in its step's text. */
export function toScriptRun(test: WebTest, run: PlaygroundRun, module: string): ScriptRun {
  const steps: StepRun[] = run.steps.map((result, index) => {
    const error = stepError(result);
    return {
      index: index + 1,
      text: result.row === undefined ? result.title : `Row ${result.row + 1}: ${result.title}`,
      status: stepStatus(result),
      durationMs: Math.round(result.durationMs),
      ...(error ? { error } : {}),
    };
  });
  const status: RunStatus = run.status === "passed" ? "Passed" : run.status === "failed" ? "Failed" : "Aborted";
  return {
    scriptId: test.id,
    name: test.name,
    module,
    status,
    durationMs: Math.round(run.durationMs),
    steps: steps.length > 0 ? steps : [{ index: 1, text: "The script has no steps", status: "Skipped", durationMs: 0 }],
    startedAt: run.startedAt,
  };
}

/** "Chrome", "Firefox", "Safari" or "Edge": the browser the frames run in, as a run configuration names it. */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return "Edge";
  if (/Firefox\//.test(userAgent)) return "Firefox";
  if (/Chrom(e|ium)\//.test(userAgent)) return "Chrome";
  if (/Safari\//.test(userAgent)) return "Safari";
  return "Browser";
}

export const demoMachine = "This browser tab";

/** The run configuration a run records: "Chrome 1280 × 800 on This browser tab · Staging". */
export function runConfiguration(settings: Pick<RunSettings, "windowSize" | "environment">, userAgent: string) {
  return {
    browser: `${browserName(userAgent)} ${windowSizes[settings.windowSize].label}`,
    machine: demoMachine,
    environment: environments[settings.environment].label,
  };
}
