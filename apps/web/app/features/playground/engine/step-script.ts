/**
 * The plain-English step script, in the catalogue's own format, one step a line:
 * `Click on element: element = "Sign in button"`. Element inputs read as the
 * element's name in the repository (or a written locator); a disabled step starts
 * with `# `; `\"` and `\\` escape inside values (docs/playground.md#export-and-share).
 */
import type { ProjectElement, Step } from "../model";
import { parseLocatorText } from "./locator-format";
import { bindingFor, bindingNamed } from "./nlp-bindings";

const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** One step as a script line (without the `# ` of a disabled step). */
export function stepLine(step: Step, elements: readonly ProjectElement[]): string {
  const binding = bindingFor(step.nlpId);
  const names = binding ? binding.inputs.map((input) => input.input) : Object.keys(step.inputs);
  const elementInputs = new Set(binding?.inputs.filter((i) => i.type === "element").map((i) => i.input));
  const parts = names.flatMap((name) => {
    const raw = step.inputs[name] ?? "";
    if (raw === "") return [];
    const shown = elementInputs.has(name) ? (elements.find((e) => e.id === raw)?.name ?? raw) : raw;
    return [`${name} = ${quote(shown)}`];
  });
  const title = binding?.name ?? step.nlpId;
  return parts.length > 0 ? `${title}: ${parts.join(", ")}` : title;
}

export function toScript(test: { steps: Step[] }, project: { elements: readonly ProjectElement[] }): string {
  return test.steps.map((step) => `${step.disabled ? "# " : ""}${stepLine(step, project.elements)}`).join("\n");
}

export interface ScriptError {
  line: number;
  message: string;
}

export type ParsedScript = { ok: true; steps: Step[] } | { ok: false; errors: ScriptError[] };

/** `key = "value", key = "value"`, or an error message. */
function parseAssignments(text: string): Map<string, string> | string {
  const values = new Map<string, string>();
  let rest = text.trim();
  while (rest !== "") {
    const match = /^([^=",]+?)\s*=\s*"((?:[^"\\]|\\.)*)"\s*(,\s*)?/.exec(rest);
    if (!match) return `expected name = "value" at "${rest.slice(0, 30)}"`;
    const [whole, key = "", value = ""] = match;
    values.set(key.trim(), value.replace(/\\(.)/g, "$1"));
    rest = rest.slice(whole.length);
    if (!match[3] && rest !== "") return `expected a comma before "${rest.slice(0, 30)}"`;
  }
  return values;
}

function parseLine(text: string, elements: readonly ProjectElement[], newId: () => string): Step | string {
  const disabled = text.startsWith("#");
  const body = disabled ? text.slice(1).trim() : text;
  const colon = body.indexOf(":");
  const name = (colon === -1 ? body : body.slice(0, colon)).trim();
  const binding = bindingNamed(name);
  if (!binding) return `the playground has no step "${name}"`;
  const values = colon === -1 ? new Map<string, string>() : parseAssignments(body.slice(colon + 1));
  if (typeof values === "string") return values;
  const inputs: Record<string, string> = {};
  for (const [key, value] of values) {
    const input = binding.inputs.find((i) => i.input === key);
    if (!input) {
      const known = binding.inputs.map((i) => i.input).join(", ") || "none";
      return `"${binding.name}" has no input "${key}" (its inputs: ${known})`;
    }
    if (input.type === "element") {
      const element =
        elements.find((e) => e.name === value) ?? elements.find((e) => e.name.toLowerCase() === value.toLowerCase());
      if (element) inputs[key] = element.id;
      else if (parseLocatorText(value)) inputs[key] = value;
      else
        return `${key}: no element named "${value}" in the repository; pick an element or write a locator such as css=#email`;
    } else {
      inputs[key] = value;
    }
  }
  return { id: newId(), nlpId: binding.nlpId, inputs, disabled };
}

/** Reads a script back into steps; every line that cannot be read is reported with its number. */
export function parseScript(
  text: string,
  project: { elements: readonly ProjectElement[] },
  newId: () => string = () => crypto.randomUUID(),
): ParsedScript {
  const steps: Step[] = [];
  const errors: ScriptError[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "") continue;
    const parsed = parseLine(line, project.elements, newId);
    if (typeof parsed === "string") errors.push({ line: index + 1, message: `Line ${index + 1}: ${parsed}.` });
    else steps.push(parsed);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, steps };
}
