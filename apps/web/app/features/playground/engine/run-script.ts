/**
 * A script as a suite runs it (docs/playground.md#automation): its
 * depends-on scripts decide first whether it runs at all
 * (content/docs/test-development/depends-on-scripts.md), then runTest runs
 * it with its data provider's rows and its pre- and post-conditions.
 * The suite runner calls this instead of runTest.
 */
import type { Project, Run } from "../model";
import { type RunOutcome, type RunTestOptions, runTest } from "./run-test";

/** A script's status in a suite run, in the docs' words (results-and-reports.md). */
export type ScriptStatus = "Passed" | "Failed" | "Warning" | "Skipped" | "Aborted";

export interface RunScriptOptions extends Omit<RunTestOptions, "project"> {
  /** Statuses of the scripts already run in this suite run, by test id; a dependency not listed is not in the suite. */
  results?: Readonly<Record<string, ScriptStatus>>;
}

export interface ScriptOutcome {
  status: ScriptStatus;
  /** Why it was skipped or warned ("Dependency Search products failed", "Pre-condition failed", "Post-condition failed"). */
  reason?: string;
  /** The run, when the script ran. */
  run?: Run;
  baselines: Record<string, string>;
}

/** The scripts a script depends on, in the order a suite should run them before it (each before those that need it). */
export function dependencyOrder(project: Pick<Project, "tests">, testIds: readonly string[]): string[] {
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (id: string) => {
    if (order.includes(id) || visiting.has(id)) return;
    visiting.add(id);
    const test = project.tests.find((candidate) => candidate.id === id);
    for (const dependency of test?.type === "web" ? (test.automation?.dependsOn ?? []) : []) {
      if (testIds.includes(dependency)) visit(dependency);
    }
    order.push(id);
  };
  for (const id of testIds) visit(id);
  return order;
}

/** Runs one web script of the project with its dependencies and conditions. */
export async function runScript(project: Project, testId: string, options: RunScriptOptions): Promise<ScriptOutcome> {
  const baselines = { ...(options.baselines ?? project.baselines) };
  const test = project.tests.find((candidate) => candidate.id === testId);
  if (test?.type !== "web") return { status: "Skipped", reason: "No such web script in the project.", baselines };
  for (const dependency of test.automation?.dependsOn ?? []) {
    const status = options.results?.[dependency];
    // Not in the suite: runs without waiting (depends-on-scripts.md).
    if (status && status !== "Passed" && status !== "Warning") {
      const name = project.tests.find((candidate) => candidate.id === dependency)?.name ?? dependency;
      return { status: "Skipped", reason: `Dependency ${name} failed`, baselines };
    }
  }
  const outcome: RunOutcome = await runTest(test, { ...options, baselines, project });
  const { run } = outcome;
  if (run.status === "stopped") return { status: "Aborted", run, baselines: outcome.baselines };
  const skippedByPre = run.steps.some((step) => step.reason === "Pre-condition failed");
  if (
    skippedByPre &&
    !run.steps.some(
      (step) => step.status === "failed" && step.parentStepId !== "pre-condition" && step.stepId !== "pre-condition",
    )
  ) {
    return { status: "Skipped", reason: "Pre-condition failed", run, baselines: outcome.baselines };
  }
  if (run.status === "failed") return { status: "Failed", run, baselines: outcome.baselines };
  const postFailed = run.steps.some((step) => step.stepId === "post-condition" && step.status === "failed");
  if (postFailed) return { status: "Warning", reason: "Post-condition failed", run, baselines: outcome.baselines };
  return { status: "Passed", run, baselines: outcome.baselines };
}
