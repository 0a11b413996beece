/**
 * Runs a web test in the frame for real: the enabled steps in order, once per
 * data row (its data provider's rows, else its own), each with its result as it
 * ends; a failed step skips the rest of its row, the AbortSignal stops the run
 * (docs/playground.md#runner). Step group calls run their steps under them, and
 * the script's pre- and post-conditions run around every row
 * (docs/playground.md#automation).
 */
import type { DataSet, Project, ProjectAutomation, Run, Step, StepResult, WebTest } from "../model";
import { type ActionContext, navigateFrame } from "./action-context";
import { browserLayout, type Layout } from "./layout";
import { type PlaceholderScope, scopeVariables } from "./placeholders";
import { prepareStep, resolveStep } from "./resolve-step";
import { runAction } from "./run-action";
import { conditionSteps, isGroupCall, resolveGroupCall } from "./step-groups";
import { stepLine } from "./step-script";
import { baselineKey, type Capture, type Compare, captureDocument, compareImages } from "./visual";
import { RunStopped } from "./wait";

export interface RunTestOptions {
  frame: HTMLIFrameElement;
  /** The repository; with `automation` its variables, data sets and step groups, with `tests` the scripts a condition may run. */
  project: Pick<Project, "elements"> & Partial<Pick<Project, "automation" | "tests">>;
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

/** Where results of a sequence of steps go: the run, or the group call holding them. */
interface Place {
  out: (result: StepResult) => void;
  fields: { row?: number; parentStepId?: string };
  depth: number;
}

/** The rows a script runs once each: its data provider's, else its own test data (docs/playground.md#automation). */
export function testRows(test: WebTest, automation: Pick<ProjectAutomation, "dataSets"> | undefined): DataSet["rows"] {
  const setId = test.automation?.dataSetId;
  const set = setId ? automation?.dataSets.find((candidate) => candidate.id === setId) : undefined;
  return set ? set.rows : test.data;
}

export interface RunOutcome {
  run: Run;
  baselines: Record<string, string>;
}

const STOPPED = "The run was stopped.";
/** How deep step groups may call step groups (step-groups.md: "two or three levels"). */
const MAX_DEPTH = 3;

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
  const { elements, automation } = options.project;
  const settings = test.automation;
  const variables = scopeVariables(automation, settings);
  const projectVariables = scopeVariables(automation, undefined);
  const groups = automation?.stepGroups ?? [];
  const results: StepResult[] = [];
  const emit = (result: StepResult) => {
    results.push(result);
    options.onStep?.(result);
  };
  let stopped = false;
  const data = testRows(test, automation);
  const rows = data.length > 0 ? data : [undefined];

  /** Runs steps in order into `out`; true when one failed. */
  async function runSteps(steps: readonly Step[], scope: PlaceholderScope, at: Place): Promise<boolean> {
    let failedEarlier = false;
    for (const step of steps) {
      const prepared = prepareStep(step, elements, scope);
      const base = {
        stepId: step.id,
        title: stepLine(prepared.shown, elements),
        durationMs: 0,
        ...at.fields,
      };
      stopped ||= options.signal?.aborted ?? false;
      if (stopped) at.out({ ...base, status: "skipped", reason: STOPPED });
      else if (step.disabled) at.out({ ...base, status: "skipped", reason: "This step is disabled." });
      else if (failedEarlier) at.out({ ...base, status: "skipped", reason: "An earlier step failed." });
      else if (isGroupCall(step)) failedEarlier = await runGroupCall(step, scope, at);
      else failedEarlier = await runStep(step, scope, at, base);
    }
    return failedEarlier;
  }

  async function runGroupCall(step: Step, scope: PlaceholderScope, at: Place): Promise<boolean> {
    const call = resolveGroupCall(step, groups, scope);
    const base = { stepId: step.id, title: call.title, durationMs: 0, ...at.fields };
    if (!call.ok) {
      at.out({ ...base, status: "skipped", reason: call.reason });
      return false;
    }
    if (at.depth >= MAX_DEPTH) {
      at.out({ ...base, status: "skipped", reason: `Step groups call each other more than ${MAX_DEPTH} levels deep.` });
      return false;
    }
    // Inside a group: its parameters and the project's variables, not the caller's local ones or its data (step-groups.md).
    const inner = { variables: projectVariables, params: call.params };
    return runNested(base, call.group.steps, inner, at);
  }

  /** A step group call or a condition: its row, then its steps under it, in the order a report reads them. */
  async function runNested(
    base: StepResult | Omit<StepResult, "status">,
    steps: readonly Step[],
    scope: PlaceholderScope,
    at: Place,
  ) {
    const children: StepResult[] = [];
    const begun = performance.now();
    const failed = await runSteps(steps, scope, {
      out: (result) => children.push(result),
      fields: { ...at.fields, parentStepId: base.stepId },
      depth: at.depth + 1,
    });
    const status = failed ? "failed" : children.some((c) => c.status === "passed") ? "passed" : "skipped";
    at.out({ ...base, status, durationMs: Math.round(performance.now() - begun) });
    for (const child of children) at.out(child);
    return failed;
  }

  async function runStep(step: Step, scope: PlaceholderScope, at: Place, base: Omit<StepResult, "status">) {
    const resolved = resolveStep(step, elements, scope.data, scope);
    if (!resolved.ok) {
      at.out({ ...base, status: "skipped", reason: resolved.reason });
      return false;
    }
    if (options.beforeStep) await options.beforeStep(step.id, at.fields.row);
    if (options.signal?.aborted) {
      stopped = true;
      at.out({ ...base, status: "skipped", reason: STOPPED });
      return false;
    }
    options.onStepStart?.(step.id, at.fields.row);
    const result = await performStep(resolved.action, step, at, base);
    at.out(result);
    if (options.afterStep && !stopped) await options.afterStep(result);
    return result.status === "failed";
  }

  /** Runs one resolved action in the frame and says how it ended. */
  async function performStep(
    action: Parameters<typeof runAction>[0],
    step: Step,
    at: Place,
    base: Omit<StepResult, "status">,
  ): Promise<StepResult> {
    const key = baselineKey(test.id, step.id, viewport, at.fields.row ?? 0);
    const stepStart = performance.now();
    try {
      const outcome = await runAction(action, ctx, {
        capture,
        compare: options.compare ?? compareImages,
        baseline: baselines[key],
        tolerance: options.visualTolerance ?? 0.0001,
      });
      const durationMs = Math.round(performance.now() - stepStart);
      if (outcome.status === "passed") {
        if (outcome.baseline) baselines[key] = outcome.baseline;
        return { ...base, durationMs, status: "passed", reason: outcome.note, picture: outcome.picture };
      }
      const doc = options.frame.contentDocument;
      const picture = outcome.picture ?? (doc ? await capture(doc).catch(() => undefined) : undefined);
      return { ...base, durationMs, status: "failed", ...outcome.failure, picture };
    } catch (error) {
      const durationMs = Math.round(performance.now() - stepStart);
      if (error instanceof RunStopped) {
        stopped = true;
        return { ...base, durationMs, status: "skipped", reason: STOPPED };
      }
      const reason = error instanceof Error ? error.message : String(error);
      return { ...base, durationMs, status: "failed", reason: `The step could not run: ${reason}` };
    }
  }

  const tests = options.project.tests ?? [];
  const pre = conditionSteps(settings?.preCondition, automation, tests, "Pre-condition");
  const post = conditionSteps(settings?.postCondition, automation, tests, "Post-condition");
  let stopRows = false;
  const postFailures = new Set<StepResult>();
  for (const [index, row] of rows.entries()) {
    const fields = data.length > 0 ? { row: index } : {};
    const at: Place = { out: emit, fields, depth: 0 };
    const scope: PlaceholderScope = { variables, data: row };
    const skipAll = (reason: string) => {
      for (const step of test.steps) {
        const shown = prepareStep(step, elements, scope).shown;
        emit({
          stepId: step.id,
          title: stepLine(shown, elements),
          durationMs: 0,
          ...fields,
          status: "skipped",
          reason,
        });
      }
    };
    if (stopRows) {
      skipAll("Not Executed: an earlier iteration failed (On iteration failure: Stop script).");
      continue;
    }
    // Script-level conditions run around every iteration (data-providers.md).
    let failed = false;
    let preFailed = false;
    if (pre) {
      const preScope = {
        variables: pre.script ? scopeVariables(automation, pre.script.automation) : projectVariables,
        params: pre.params,
        data: row,
      };
      preFailed = await runNested(
        { stepId: "pre-condition", title: pre.title, durationMs: 0, ...fields },
        pre.steps,
        preScope,
        at,
      );
    }
    if (preFailed) skipAll("Pre-condition failed");
    else failed = await runSteps(test.steps, scope, at);
    const runPost = settings?.runPostCondition !== "Only if passed" || (!failed && !preFailed);
    if (post && runPost) {
      const postScope = {
        variables: post.script ? scopeVariables(automation, post.script.automation) : projectVariables,
        params: post.params,
        data: row,
      };
      await runNested(
        { stepId: "post-condition", title: post.title, durationMs: 0, ...fields },
        post.steps,
        postScope,
        {
          ...at,
          // A failed post-condition leaves the script's result as it is (pre-post-condition-levels.md).
          out: (result) => {
            postFailures.add(result);
            emit(result);
          },
        },
      );
    }
    if ((failed || preFailed) && settings?.onIterationFailure === "Stop script") stopRows = true;
  }

  const failed = results.some((r) => r.status === "failed" && !postFailures.has(r));
  const status = stopped ? "stopped" : failed ? "failed" : "passed";
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
