/**
 * Runs a suite's scripts in its frames (docs/platform-demo.md#execution): Sequential in one frame,
 * one script after another in suite order; Parallel in several frames at once, each free frame
 * taking the next script (execution-modes.md). Failed scripts are run again at the end, up to the
 * rerun attempts, stopping as soon as one passes (rerun-failed-scripts.md); Stop on first failure
 * leaves the rest Not Executed (create-suites.md). A script runs after the scripts of the suite it
 * depends on, and is skipped when one of them failed (depends-on-scripts.md). Results come back
 * in suite order.
 */
import {
  dependencyOrder as orderByDependencies,
  type ScriptStatus,
  type StepResult,
  type WebTest,
} from "~/features/playground";
import type { RunStatus, ScriptRun } from "../../runs/runs-model";
import type { ExecuteScript } from "./execute-script";
import type { RunSettings } from "./model";
import { toScriptRun } from "./to-run";

/** What a frame is doing, for its live view. */
export type LaneState = {
  lane: number;
  scriptId: string;
  scriptName: string;
  attempt: number;
  /** The step that just ended, while the script runs. */
  lastStep?: StepResult;
  status: "Running" | RunStatus;
};

export type SuiteOutcome = { status: RunStatus; scripts: ScriptRun[] };

type Options = {
  tests: readonly WebTest[];
  frames: readonly HTMLIFrameElement[];
  settings: RunSettings;
  execute: ExecuteScript;
  /** The module a script's result names (the sample app: "Gearbox shop"). */
  moduleOf: (test: WebTest) => string;
  /** A script's steps as a result lists them when it never ran. */
  stepsOf: (test: WebTest) => string[];
  signal?: AbortSignal;
  onLane?: (state: LaneState) => void;
};

export async function runSuite(options: Options): Promise<SuiteOutcome> {
  const { tests, frames, settings, execute, signal } = options;
  const results = new Map<string, ScriptRun>();
  /** Each script's first attempt, so a script waits for the ones it depends on. */
  const finished = new Map<string, Promise<void>>();
  let stopped = false;

  /** The statuses of the finished scripts, for the dependency check. */
  const statuses = (): Record<string, ScriptStatus> =>
    Object.fromEntries(
      [...results].flatMap(([id, script]) =>
        isScriptStatus(script.status) ? [[id, script.status]] : [[id, "Failed" as const]],
      ),
    );

  async function attempt(test: WebTest, lane: number, number: number): Promise<ScriptRun> {
    const frame = frames[lane - 1] as HTMLIFrameElement;
    const base = { lane, scriptId: test.id, scriptName: test.name, attempt: number };
    options.onLane?.({ ...base, status: "Running" });
    const result = await execute(test, frame, settings, {
      signal,
      results: statuses(),
      onStep: (lastStep) => options.onLane?.({ ...base, lastStep, status: "Running" }),
    });
    const script = {
      ...toScriptRun(test, result, options.moduleOf(test), () => options.stepsOf(test)),
      session: lane,
      attempts: number,
    };
    options.onLane?.({ ...base, status: script.status });
    return script;
  }

  /** Each frame takes the next job while there is one: the work of one browser session. */
  async function drain<Job>(jobs: Job[], work: (job: Job, lane: number) => Promise<void>) {
    const lanes = frames.map(async (_, index) => {
      for (let job = jobs.shift(); job !== undefined; job = jobs.shift()) {
        if (stopped || signal?.aborted) return;
        await work(job, index + 1);
      }
    });
    await Promise.all(lanes);
  }

  const suiteIds = tests.map((test) => test.id);
  const inOrder = dependencyOrder(tests, suiteIds);
  await drain(inOrder, (test, lane) => {
    // Registered before anything awaits, so a frame taking a dependent script next finds it.
    const done = (async () => {
      // Its dependencies were taken from the queue before it: wait until they have ended.
      await Promise.all((test.automation?.dependsOn ?? []).map((id) => finished.get(id)));
      if (stopped || signal?.aborted) return;
      const script = await attempt(test, lane, 1);
      results.set(test.id, script);
      if (script.status === "Failed" && settings.stopOnFirstFailure) stopped = true;
    })();
    finished.set(test.id, done);
    return done;
  });

  if (!stopped && settings.rerunAttempts > 0) {
    const failed = tests.filter((test) => results.get(test.id)?.status === "Failed");
    await drain(failed, async (test, lane) => {
      for (let number = 2; number <= settings.rerunAttempts + 1; number += 1) {
        if (signal?.aborted) return;
        const script = await attempt(test, lane, number);
        results.set(test.id, script);
        if (script.status === "Passed") return;
      }
    });
  }

  const notRun: RunStatus = signal?.aborted ? "Aborted" : "Not Executed";
  const scripts = tests.map(
    (test): ScriptRun =>
      results.get(test.id) ?? {
        scriptId: test.id,
        name: test.name,
        module: options.moduleOf(test),
        status: notRun,
        durationMs: 0,
        steps: (options.stepsOf(test).length > 0 ? options.stepsOf(test) : ["The script has no steps"]).map(
          (text, index) => ({ index: index + 1, text, status: notRun, durationMs: 0 }),
        ),
      },
  );
  return { status: suiteStatus(scripts, signal?.aborted ?? false), scripts };
}

/** The scripts in the order a suite runs them: each after the scripts of the suite it depends on, else in suite order. */
function dependencyOrder(tests: readonly WebTest[], ids: readonly string[]): WebTest[] {
  return orderByDependencies({ tests: [...tests] }, ids).flatMap((id) => tests.filter((test) => test.id === id));
}

const scriptStatuses: readonly string[] = ["Passed", "Failed", "Warning", "Skipped", "Aborted"];
const isScriptStatus = (status: string): status is ScriptStatus => scriptStatuses.includes(status);

/** Aborted when someone stopped it; Failed when a script failed; else Warning or Passed (results-and-reports.md). */
export function suiteStatus(scripts: readonly ScriptRun[], aborted: boolean): RunStatus {
  if (aborted) return "Aborted";
  if (scripts.some((script) => script.status === "Failed")) return "Failed";
  if (scripts.some((script) => script.status === "Warning")) return "Warning";
  return "Passed";
}

/**
 * How many frames a run opens: one for Sequential, the sessions (at most the scripts) for Parallel,
 * and for Distributed as many, one frame standing for each machine: each free one takes the next script.
 */
export function laneCount(settings: Pick<RunSettings, "mode" | "sessions">, scripts: number): number {
  return settings.mode === "Sequential" ? 1 : Math.max(1, Math.min(settings.sessions, scripts));
}
