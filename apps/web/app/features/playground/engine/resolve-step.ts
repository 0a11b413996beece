/**
 * Turns a step of the editor (an NLP id and its inputs as text) into the action
 * the runner executes, or into messages tied to the inputs that are missing or
 * wrong, so the editor can show them and the runner skips the step
 * (docs/playground.md#step-kinds).
 */
import type { Locator, ProjectElement, Step } from "../model";
import { parseLocatorText } from "./locator-format";
import { bindingFor, type InputBinding } from "./nlp-bindings";
import { locatorSyntaxProblem } from "./resolve-locator";
import { type Action, ActionSchema } from "./step-kinds";

export interface InputIssue {
  /** The NLP input the message is about ("element", "expected text"). */
  input: string;
  message: string;
}

export type ResolvedStep = { ok: true; action: Action } | { ok: false; issues: InputIssue[]; reason: string };

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

/**
 * The action a step runs, with `{{column}}` filled from `row`. Required inputs
 * must not be empty (a text input may be a single space, never nothing).
 */
export function resolveStep(
  step: Step,
  elements: readonly ProjectElement[],
  row?: Record<string, string>,
): ResolvedStep {
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
  if (issues.length === 0) {
    const parsed = ActionSchema.safeParse(fields);
    if (parsed.success) return { ok: true, action: parsed.data };
    issues.push({ input: binding.inputs[0]?.input ?? "", message: parsed.error.issues[0]?.message ?? "is not valid" });
  }
  const reason = issues.map((issue) => (issue.input ? `${issue.input}: ${issue.message}` : issue.message)).join("; ");
  return { ok: false, issues, reason };
}
