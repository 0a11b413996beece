/**
 * A playground run in the demo's run terms (docs/platform-demo.md#runs): its steps numbered from 1
 * with results-and-reports.md's statuses, and the run configuration a run records.
 */
import type { StepResult, WebTest } from "~/features/playground";
import type { RunStatus, ScriptRun, StepRun } from "../../runs/runs-model";
import type { ScriptResult } from "./execute-script";
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

/**
 * A script's result as a script of a demo run: steps numbered from 1, a data row named in its
 * step's text; a script skipped before it ran (a failed dependency) lists its steps as Skipped,
 * with the reason on the first.
 */
export function toScriptRun(test: WebTest, result: ScriptResult, module: string, stepsOf: () => string[]): ScriptRun {
  const { run } = result;
  if (!run) {
    const texts = stepsOf();
    return {
      scriptId: test.id,
      name: test.name,
      module,
      status: result.status,
      durationMs: 0,
      steps: (texts.length > 0 ? texts : ["The script has no steps"]).map((text, index) => ({
        index: index + 1,
        text,
        status: "Skipped" as const,
        durationMs: 0,
        ...(index === 0 && result.reason ? { error: result.reason } : {}),
      })),
    };
  }
  const steps: StepRun[] = run.steps.map((step, index) => {
    const error = stepError(step);
    return {
      index: index + 1,
      text: step.row === undefined ? step.title : `Row ${step.row + 1}: ${step.title}`,
      status: stepStatus(step),
      durationMs: Math.round(step.durationMs),
      ...(error ? { error } : {}),
    };
  });
  return {
    scriptId: test.id,
    name: test.name,
    module,
    status: result.status,
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
