/**
 * What Log Defect fills in from a failed step (log-defects.md, "What is attached for you"):
 * the suggested summary, the steps to reproduce written into the description, and the link back.
 */

import { platformDemoPath } from "../../areas";
import type { Run, ScriptRun, StepRef, StepRun } from "../../runs/runs-model";
import { configurationLine } from "../../runs/runs-model";

/** The suggested text the tester replaces with what a developer needs to read first. */
export function suggestedSummary(script: ScriptRun, step: StepRun): string {
  return `${script.scriptId} ${script.name} failed at step ${step.index}`;
}

/** The script's steps up to the failed one, written out as text, then the failure and the run's details. */
export function stepsToReproduce(run: Run, script: ScriptRun, step: StepRun): string {
  const steps = script.steps
    .filter((candidate) => candidate.index <= step.index)
    .map((candidate) => `${candidate.index}. ${candidate.text}`);
  return [
    `Steps to reproduce (${script.scriptId} ${script.name}):`,
    ...steps,
    "",
    `Step ${step.index} failed: ${step.error ?? "no message"}`,
    `Run: ${run.id}, ${configurationLine(run)}`,
  ].join("\n");
}

/** The run's detail, scrolled and focused on the step (docs/platform-demo.md#defects). */
export function stepHref(ref: StepRef): string {
  return `${platformDemoPath}/defects?run=${encodeURIComponent(ref.runId)}&script=${encodeURIComponent(ref.scriptId)}&step=${ref.stepIndex}`;
}

export function stepAnchor(scriptId: string, index: number): string {
  return `step-${scriptId}-${index}`;
}

export function defectHref(id: string): string {
  return `${platformDemoPath}/defects?defect=${encodeURIComponent(id)}`;
}

export const boardHref = `${platformDemoPath}/defects`;
