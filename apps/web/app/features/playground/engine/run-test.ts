/**
 * Runs a web test in the frame for real: the enabled steps in order, once per
 * data row, each with its result as it ends; a failed step skips the rest of its
 * row, the AbortSignal stops the run (docs/playground.md#runner).
 */
import type { Project, Run, StepResult, WebTest } from "../model";
import { type ActionContext, navigateFrame } from "./action-context";
import { browserLayout, type Layout } from "./layout";
import { fillPlaceholders, resolveStep } from "./resolve-step";
import { runAction } from "./run-action";
import { stepLine } from "./step-script";
import { baselineKey, type Capture, type Compare, captureDocument, compareImages } from "./visual";
import { RunStopped } from "./wait";

export interface RunTestOptions {
  frame: HTMLIFrameElement;
  project: Pick<Project, "elements">;
  signal?: AbortSignal;
  /** Called as each step ends (or is skipped), in order. */
  onStep?: (result: StepResult) => void;
  /** Called as a step starts, so the screen can show which one runs. */
  onStepStart?: (stepId: string, row: number | undefined) => void;
  /** Visual checkpoint baselines by baselineKey(); the run returns them with any new ones added. */
  baselines?: Record<string, string>;
  capture?: Capture;
  compare?: Compare;
  layout?: Layout;
  navigate?: ActionContext["navigate"];
  /** How long a step waits for its element or condition; 5 s by default. */
  timeoutMs?: number;
  viewport?: Run["viewport"];
  bugInjected?: boolean;
  /** Share of pixels a visual checkpoint allows to differ; 0.0001 (0.01 %) by default. */
  visualTolerance?: number;
  /**
   * Awaited before a step runs, after its inputs resolve: a debugger pauses here for Step Over
   * (docs/playground.md#runner). Optional; the run goes on when it resolves.
   */
  beforeStep?: (stepId: string, row: number | undefined) => void | Promise<void>;
  /** Awaited after a step that ran has its result: a debugger pauses here on a failure. Optional. */
  afterStep?: (result: StepResult) => void | Promise<void>;
}

export interface RunOutcome {
  run: Run;
  baselines: Record<string, string>;
}

const STOPPED = "The run was stopped.";

export async function runTest(test: WebTest, options: RunTestOptions): Promise<RunOutcome> {
  const startedAt = new Date();
  const started = performance.now();
  const viewport = options.viewport ?? "desktop";
  const capture = options.capture ?? captureDocument;
  const baselines = { ...options.baselines };
  const ctx: ActionContext = {
    frame: options.frame,
    layout: options.layout ?? browserLayout,
    timeoutMs: options.timeoutMs ?? 5000,
    signal: options.signal,
    navigate: options.navigate ?? ((frame, url) => navigateFrame(frame, url)),
  };
  const results: StepResult[] = [];
  const emit = (result: StepResult) => {
    results.push(result);
    options.onStep?.(result);
  };
  let stopped = false;
  const rows = test.data.length > 0 ? test.data : [undefined];

  for (const [index, row] of rows.entries()) {
    const rowField = test.data.length > 0 ? { row: index } : {};
    let failedEarlier = false;
    for (const step of test.steps) {
      const filled = {
        ...step,
        inputs: Object.fromEntries(Object.entries(step.inputs).map(([k, v]) => [k, fillPlaceholders(v, row).filled])),
      };
      const base = { stepId: step.id, title: stepLine(filled, options.project.elements), durationMs: 0, ...rowField };
      stopped ||= options.signal?.aborted ?? false;
      if (stopped) emit({ ...base, status: "skipped", reason: STOPPED });
      else if (step.disabled) emit({ ...base, status: "skipped", reason: "This step is disabled." });
      else if (failedEarlier) emit({ ...base, status: "skipped", reason: "An earlier step failed." });
      else {
        const resolved = resolveStep(step, options.project.elements, row);
        if (!resolved.ok) {
          emit({ ...base, status: "skipped", reason: resolved.reason });
          continue;
        }
        if (options.beforeStep) await options.beforeStep(step.id, rowField.row);
        if (options.signal?.aborted) {
          stopped = true;
          emit({ ...base, status: "skipped", reason: STOPPED });
          continue;
        }
        options.onStepStart?.(step.id, rowField.row);
        const key = baselineKey(test.id, step.id, viewport, index);
        const stepStart = performance.now();
        try {
          const outcome = await runAction(resolved.action, ctx, {
            capture,
            compare: options.compare ?? compareImages,
            baseline: baselines[key],
            tolerance: options.visualTolerance ?? 0.0001,
          });
          const durationMs = Math.round(performance.now() - stepStart);
          if (outcome.status === "passed") {
            if (outcome.baseline) baselines[key] = outcome.baseline;
            emit({ ...base, durationMs, status: "passed", reason: outcome.note, picture: outcome.picture });
          } else {
            failedEarlier = true;
            const doc = options.frame.contentDocument;
            const picture = outcome.picture ?? (doc ? await capture(doc).catch(() => undefined) : undefined);
            emit({ ...base, durationMs, status: "failed", ...outcome.failure, picture });
          }
        } catch (error) {
          const durationMs = Math.round(performance.now() - stepStart);
          if (error instanceof RunStopped) {
            stopped = true;
            emit({ ...base, durationMs, status: "skipped", reason: STOPPED });
          } else {
            failedEarlier = true;
            const reason = error instanceof Error ? error.message : String(error);
            emit({ ...base, durationMs, status: "failed", reason: `The step could not run: ${reason}` });
          }
        }
        const last = results[results.length - 1];
        if (options.afterStep && last && !stopped) await options.afterStep(last);
      }
    }
  }

  const status = stopped ? "stopped" : results.some((r) => r.status === "failed") ? "failed" : "passed";
  const run: Run = {
    id: crypto.randomUUID(),
    testId: test.id,
    testName: test.name,
    viewport,
    bugInjected: options.bugInjected ?? false,
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    status,
    steps: results,
  };
  return { run, baselines };
}
