/**
 * Turns a step of the editor (an NLP id and its inputs as text) into the action
 * the runner executes, or into messages tied to the inputs that are missing or
 * wrong, so the editor can show them and the runner skips the step
 * (docs/playground.md#step-kinds). The inputs are checked in step-inputs.ts;
 * here the whole action is parsed with the step kinds' schemas.
 */
import type { ProjectElement, Step } from "../model";
import { checkStepInputs, type InputIssue, issuesReason } from "./step-inputs";
import { type Action, ActionSchema } from "./step-kinds";

export { elementLocator, fillPlaceholders, type InputIssue } from "./step-inputs";

export type ResolvedStep = { ok: true; action: Action } | { ok: false; issues: InputIssue[]; reason: string };

/** The action a step runs, with `{{column}}` filled from `row` (step-inputs.ts checks each input). */
export function resolveStep(
  step: Step,
  elements: readonly ProjectElement[],
  row?: Record<string, string>,
): ResolvedStep {
  const checked = checkStepInputs(step, elements, row);
  if (!checked.ok) return checked;
  const parsed = ActionSchema.safeParse(checked.fields);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issues = [{ input: checked.firstInput, message: parsed.error.issues[0]?.message ?? "is not valid" }];
  return { ok: false, issues, reason: issuesReason(issues) };
}
