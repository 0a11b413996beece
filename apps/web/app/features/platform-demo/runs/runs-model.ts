/**
 * The demo company's runs (docs/platform-demo.md#runs): one execution of a suite (or a Quick Run),
 * its scripts and their steps, in the terms of content/docs/test-execution/results-and-reports.md.
 * The Defects area reads them for its evidence; execution and analytics areas read and add them too.
 */
import { z } from "zod";

/** The result statuses of results-and-reports.md, for a run, a script and a step alike. */
export const runStatuses = ["Passed", "Failed", "Warning", "Skipped", "Not Executed", "Aborted"] as const;
export const RunStatusSchema = z.enum(runStatuses);
export type RunStatus = z.infer<typeof RunStatusSchema>;

export const StepRunSchema = z.object({
  /** The step's number in its script, from 1. */
  index: z.number().int().positive(),
  /** The step as the script reads it, in the NLP catalogue's words: `Click on element: element = "Pay now button"`. */
  text: z.string().min(1),
  status: RunStatusSchema,
  durationMs: z.number().int().nonnegative(),
  /** Why a failed step failed, as the result page says it ("Expected text €22.41 but found €24.90"). */
  error: z.string().optional(),
});
export type StepRun = z.infer<typeof StepRunSchema>;

export const ScriptRunSchema = z.object({
  /** The script's ID, such as SCR1012. */
  scriptId: z.string().min(1),
  name: z.string().min(1),
  /** The module the script belongs to, such as Checkout. */
  module: z.string().min(1),
  status: RunStatusSchema,
  durationMs: z.number().int().nonnegative(),
  steps: z.array(StepRunSchema).min(1),
  /** When its last attempt started (ISO, UTC), the browser session it ran in, and how many attempts it took
   * (2 and more: auto-rerun, rerun-failed-scripts.md); the execution area records them, the seed does not. */
  startedAt: z.iso.datetime().optional(),
  session: z.number().int().positive().optional(),
  attempts: z.number().int().positive().optional(),
});
export type ScriptRun = z.infer<typeof ScriptRunSchema>;

export const RunSchema = z.object({
  /** The execution ID, such as EXE2041. */
  id: z.string().min(1),
  projectId: z.string().min(1),
  source: z.enum(["Suite run", "Quick Run"]),
  /** The suite a suite run ran (none for a Quick Run). */
  suite: z.object({ id: z.string().min(1), name: z.string().min(1) }).optional(),
  /** Who or what started it: a user's name, or "Schedule". */
  startedBy: z.string().min(1),
  /** The run configuration: browser or device, machine, environment ("Chrome on QA-Win-01 · Staging"). */
  configuration: z.object({ browser: z.string().min(1), machine: z.string().min(1), environment: z.string().min(1) }),
  /** ISO 8601, UTC. */
  startedAt: z.iso.datetime(),
  durationMs: z.number().int().nonnegative(),
  status: RunStatusSchema,
  scripts: z.array(ScriptRunSchema).min(1),
});
export type Run = z.infer<typeof RunSchema>;

/** A step of a run: where a defect was logged from, and where its link leads. */
export const StepRefSchema = z.object({
  runId: z.string().min(1),
  scriptId: z.string().min(1),
  stepIndex: z.number().int().positive(),
});
export type StepRef = z.infer<typeof StepRefSchema>;

export function findStep(runs: readonly Run[], ref: StepRef) {
  const run = runs.find((candidate) => candidate.id === ref.runId);
  const script = run?.scripts.find((candidate) => candidate.scriptId === ref.scriptId);
  const step = script?.steps.find((candidate) => candidate.index === ref.stepIndex);
  return run && script && step ? { run, script, step } : undefined;
}

/** "Chrome on QA-Win-01 · Staging", as the defect's run details read (log-defects.md). */
export function configurationLine(run: Run): string {
  const { browser, machine, environment } = run.configuration;
  return `${browser} on ${machine} · ${environment}`;
}
