/**
 * Turns a step of the editor (an NLP id and its inputs as text) into the action
 * the runner executes, or into messages tied to the inputs that are missing or
 * wrong, so the editor can show them and the runner skips the step
 * (docs/playground.md#step-kinds). `${…}` placeholders (variables, data
 * columns, parameters) are filled first, in the inputs and in the locators of
 * the elements the step uses, and a reference element becomes one locator
 * (docs/playground.md#automation); then the inputs are checked in
 * step-inputs.ts and the whole action parsed with the step kinds' schemas.
 */
import type { ProjectElement, Step } from "../model";
import { bindingFor } from "./nlp-bindings";
import { fillDollar, fillLocator, hasPlaceholder, type PlaceholderScope } from "./placeholders";
import { composeReference } from "./reference-locator";
import { checkStepInputs, fillPlaceholders, type InputIssue, issuesReason } from "./step-inputs";
import { type Action, ActionSchema } from "./step-kinds";

export type { PlaceholderScope } from "./placeholders";
export { elementLocator, fillPlaceholders, type InputIssue } from "./step-inputs";

export type ResolvedStep = { ok: true; action: Action } | { ok: false; issues: InputIssue[]; reason: string };

export type PreparedStep =
  | { ok: true; step: Step; elements: ProjectElement[]; shown: Step }
  | { ok: false; issues: InputIssue[]; reason: string; shown: Step };

/** The element an input names, its reference resolved and its locator's placeholders filled. */
function prepareElement(
  element: ProjectElement,
  elements: readonly ProjectElement[],
  scope: PlaceholderScope,
): { element: ProjectElement; problem?: string } {
  let locator = element.locator;
  if (element.reference) {
    const anchor = elements.find((candidate) => candidate.id === element.reference?.elementId);
    if (!anchor)
      return { element, problem: `the reference element of "${element.name}" is no longer in the repository` };
    const composed = composeReference(locator, anchor.locator, element.reference.container);
    if (!composed.ok) return { element, problem: composed.message };
    locator = composed.locator;
  }
  const filled = fillLocator(locator, scope);
  return { element: { ...element, locator: filled.locator }, problem: filled.problems[0] };
}

/**
 * The step with `${…}` filled in its inputs and in its elements' locators;
 * `shown` is the step as a report reads it, masked values as ••••••.
 */
export function prepareStep(
  step: Step,
  elements: readonly ProjectElement[],
  scope: PlaceholderScope = {},
): PreparedStep {
  const elementInputs = new Set(
    bindingFor(step.nlpId)
      ?.inputs.filter((input) => input.type === "element")
      .map((input) => input.input),
  );
  const issues: InputIssue[] = [];
  const inputs: Record<string, string> = {};
  const shownInputs: Record<string, string> = {};
  let prepared: ProjectElement[] | undefined;
  for (const [input, value] of Object.entries(step.inputs)) {
    const element = elementInputs.has(input) ? elements.find((candidate) => candidate.id === value) : undefined;
    if (element && (element.reference || hasPlaceholder(JSON.stringify(element.locator)))) {
      const ready = prepareElement(element, elements, scope);
      if (ready.problem) issues.push({ input, message: ready.problem });
      prepared = [...(prepared ?? elements).filter((candidate) => candidate.id !== element.id), ready.element];
      inputs[input] = value;
      shownInputs[input] = value;
      continue;
    }
    const filled = fillDollar(value, scope, elementInputs.has(input));
    if (filled.problems[0]) issues.push({ input, message: filled.problems[0] });
    inputs[input] = filled.filled;
    shownInputs[input] = fillPlaceholders(filled.shown, scope.data).filled;
  }
  const shown = { ...step, inputs: shownInputs };
  if (issues.length > 0) return { ok: false, issues, reason: issuesReason(issues), shown };
  return { ok: true, step: { ...step, inputs }, elements: prepared ?? [...elements], shown };
}

/**
 * The action a step runs: `${…}` filled from `scope`, `{{column}}` from `row`
 * (step-inputs.ts checks each input).
 */
export function resolveStep(
  step: Step,
  elements: readonly ProjectElement[],
  row?: Record<string, string>,
  scope?: PlaceholderScope,
): ResolvedStep {
  const prepared = prepareStep(step, elements, scope ?? (row ? { data: row } : {}));
  if (!prepared.ok) return { ok: false, issues: prepared.issues, reason: prepared.reason };
  const checked = checkStepInputs(prepared.step, prepared.elements, row);
  if (!checked.ok) return checked;
  const parsed = ActionSchema.safeParse(checked.fields);
  if (parsed.success) return { ok: true, action: parsed.data };
  const issues = [{ input: checked.firstInput, message: parsed.error.issues[0]?.message ?? "is not valid" }];
  return { ok: false, issues, reason: issuesReason(issues) };
}
