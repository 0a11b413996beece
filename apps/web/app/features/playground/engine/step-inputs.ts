/**
 * A step's inputs checked one by one (docs/playground.md#step-kinds): each
 * becomes the value of its action's field, or a message tied to that input.
 * No zod here: the step editor shows these messages on the first screen
 * (docs/performance.md#the-playground); resolve-step.ts then parses the
 * whole action with the step kinds' schemas before anything runs.
 */
import type { Locator, ProjectElement, Step } from "../model";
import { parseLocatorText } from "./locator-format";
import { bindingFor, type InputBinding } from "./nlp-bindings";
import { locatorSyntaxProblem } from "./resolve-locator";

export interface InputIssue {
  /** The NLP input the message is about ("element", "expected text"). */
  input: string;
  message: string;
}

const HINTS: Record<InputBinding["type"], string> = {
  element: "pick an element or write a locator",
  elementText: "write the text of the element",
  url: "write a path on this site, such as /playground/apps/shop/",
  text: "write a value",
  number: "write a whole number, such as 3",
  seconds: "write a number of seconds, such as 5",
};

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

/** Replaces `{{column}}` with the row's value; the names of missing columns are returned. */
export function fillPlaceholders(value: string, row: Record<string, string> | undefined) {
  const missing: string[] = [];
  const filled = value.replace(PLACEHOLDER, (whole, column: string) => {
    const cell = row?.[column];
    if (cell === undefined) missing.push(column);
    return cell ?? whole;
  });
  return { filled, missing };
}

/** An element input: the id of a repository element, or a locator written as `css=…`, `role=button[name="…"]`, … */
export function elementLocator(value: string, elements: readonly ProjectElement[]): Locator | undefined {
  return elements.find((element) => element.id === value)?.locator ?? parseLocatorText(value);
}

function convert(binding: InputBinding, raw: string, elements: readonly ProjectElement[]): unknown | InputIssue {
  const issue = (message = HINTS[binding.type]) => ({ input: binding.input, message });
  const value = raw.trim();
  switch (binding.type) {
    case "element": {
      const locator = elementLocator(value, elements);
      if (!locator) return issue();
      const problem = typeof document === "undefined" ? undefined : locatorSyntaxProblem(document, locator);
      return problem ? issue(`"${value.slice(locator.kind.length + 1)}" ${problem}`) : locator;
    }
    case "elementText":
      return value ? { kind: "text", value } : issue();
    case "url":
      return /^\/(?!\/)/.test(value) ? value : issue();
    case "text":
      return raw;
    case "number":
      return /^\d+$/.test(value) ? Number(value) : issue();
    case "seconds":
      return /^\d+(\.\d+)?$/.test(value) && Number(value) > 0 ? Math.round(Number(value) * 1000) : issue();
  }
}

const isIssue = (value: unknown): value is InputIssue =>
  typeof value === "object" && value !== null && "input" in value && "message" in value;

export type CheckedInputs =
  | { ok: true; fields: Record<string, unknown>; firstInput: string }
  | { ok: false; issues: InputIssue[]; reason: string };

/** Why a step cannot run, as one sentence: each input's message after its name. */
export function issuesReason(issues: readonly InputIssue[]): string {
  return issues.map((issue) => (issue.input ? `${issue.input}: ${issue.message}` : issue.message)).join("; ");
}

/**
 * The fields of the action a step runs, with `{{column}}` filled from `row`.
 * Required inputs must not be empty (a text input may be a single space, never nothing).
 */
export function checkStepInputs(
  step: Step,
  elements: readonly ProjectElement[],
  row?: Record<string, string>,
): CheckedInputs {
  const binding = bindingFor(step.nlpId);
  if (!binding) {
    const reason = `The playground cannot run the NLP "${step.nlpId}".`;
    return { ok: false, issues: [{ input: "", message: reason }], reason };
  }
  const issues: InputIssue[] = [];
  const fields: Record<string, unknown> = { kind: binding.kind, ...binding.fixed };
  for (const input of binding.inputs) {
    const given = step.inputs[input.input] ?? "";
    if (given === "") {
      if (!input.optional) issues.push({ input: input.input, message: HINTS[input.type] });
      continue;
    }
    const { filled, missing } = fillPlaceholders(given, row);
    if (missing.length > 0) {
      issues.push({ input: input.input, message: `the test data has no column "${missing[0]}"` });
      continue;
    }
    const value = convert(input, filled, elements);
    if (isIssue(value)) issues.push(value);
    else fields[input.field] = value;
  }
  if (issues.length > 0) return { ok: false, issues, reason: issuesReason(issues) };
  return { ok: true, fields, firstInput: binding.inputs[0]?.input ?? "" };
}
