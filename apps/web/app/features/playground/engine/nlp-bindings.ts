/**
 * Which catalogue NLPs the playground runs, and how: each binding names the NLP
 * (its id and name in content/assets/nlps), the step kind it runs as, and which
 * of the NLP's own inputs fills which field of the action (docs/playground.md#step-kinds).
 * A unit test checks every binding against the catalogue files.
 */
import { MOBILE_BINDINGS } from "./mobile-bindings";
import type { StepKind } from "./step-kinds";

/** How an input's text becomes a value: an element (repository id or written locator), a text turned into a text locator, … */
export type InputType = "element" | "elementText" | "url" | "text" | "number" | "seconds";

export interface InputBinding {
  /** The NLP's input name, as in the catalogue ("expected text"). */
  input: string;
  /** The action field it fills. */
  field: "target" | "url" | "text" | "option" | "keys" | "timeoutMs" | "expected" | "count" | "baseline";
  type: InputType;
  optional?: boolean;
}

export interface NlpBinding {
  nlpId: string;
  /** The NLP's name, exactly as a step reads in a script. */
  name: string;
  kind: StepKind;
  inputs: InputBinding[];
  /** Fields the NLP fixes ("contains", the key "Enter"). */
  fixed?: Record<string, string>;
}

const element = (input = "element"): InputBinding => ({ input, field: "target", type: "element" });
const text = (input: string, field: InputBinding["field"]): InputBinding => ({ input, field, type: "text" });

export const NLP_BINDINGS: NlpBinding[] = [
  {
    nlpId: "navigate-to-url",
    name: "Navigate to URL",
    kind: "navigate",
    inputs: [{ input: "url", field: "url", type: "url" }],
  },
  { nlpId: "click-on-element", name: "Click on element", kind: "click", inputs: [element()] },
  {
    nlpId: "click-on-element-with-text",
    name: "Click on element with text",
    kind: "click",
    inputs: [{ input: "text", field: "target", type: "elementText" }],
  },
  {
    nlpId: "enter-input-into-element",
    name: "Enter input into element",
    kind: "enterText",
    inputs: [element(), text("input", "text")],
  },
  {
    nlpId: "clear-and-enter-input-into-element",
    name: "Clear and enter input into element",
    kind: "enterText",
    inputs: [element(), text("input", "text")],
  },
  {
    nlpId: "type-input-slowly-into-element",
    name: "Type input slowly into element",
    kind: "enterText",
    inputs: [element(), text("input", "text")],
  },
  {
    nlpId: "select-option-from-dropdown-by-visible-text",
    name: "Select option from dropdown by visible text",
    kind: "selectOption",
    inputs: [element("dropdown"), text("option text", "option")],
  },
  { nlpId: "select-checkbox", name: "Select checkbox", kind: "check", inputs: [element("checkbox")] },
  { nlpId: "unselect-checkbox", name: "Unselect checkbox", kind: "uncheck", inputs: [element("checkbox")] },
  { nlpId: "select-radio-button", name: "Select radio button", kind: "check", inputs: [element("radio button")] },
  { nlpId: "mouse-hover-on-element", name: "Mouse hover on element", kind: "hover", inputs: [element()] },
  { nlpId: "press-key-combination", name: "Press key combination", kind: "pressKey", inputs: [text("keys", "keys")] },
  { nlpId: "press-enter-key", name: "Press Enter key", kind: "pressKey", inputs: [], fixed: { keys: "Enter" } },
  {
    nlpId: "press-enter-key-on-element",
    name: "Press Enter key on element",
    kind: "pressKey",
    inputs: [element()],
    fixed: { keys: "Enter" },
  },
  { nlpId: "press-tab-key", name: "Press Tab key", kind: "pressKey", inputs: [], fixed: { keys: "Tab" } },
  { nlpId: "press-escape-key", name: "Press Escape key", kind: "pressKey", inputs: [], fixed: { keys: "Escape" } },
  {
    nlpId: "wait-till-element-is-visible",
    name: "Wait till element is visible",
    kind: "waitForElement",
    inputs: [element(), { input: "timeout", field: "timeoutMs", type: "seconds", optional: true }],
  },
  {
    nlpId: "verify-text-of-element-is",
    name: "Verify text of element is",
    kind: "verifyText",
    inputs: [element(), text("expected text", "expected")],
    fixed: { match: "equals" },
  },
  {
    nlpId: "verify-text-of-element-contains",
    name: "Verify text of element contains",
    kind: "verifyText",
    inputs: [element(), text("expected text", "expected")],
    fixed: { match: "contains" },
  },
  {
    nlpId: "verify-input-value-of-element-is",
    name: "Verify input value of element is",
    kind: "verifyValue",
    inputs: [element(), text("expected text", "expected")],
  },
  { nlpId: "verify-element-is-visible", name: "Verify element is visible", kind: "verifyVisible", inputs: [element()] },
  {
    nlpId: "verify-element-with-text-is-visible",
    name: "Verify element with text is visible",
    kind: "verifyVisible",
    inputs: [{ input: "text", field: "target", type: "elementText" }],
  },
  {
    nlpId: "verify-element-is-not-visible",
    name: "Verify element is not visible",
    kind: "verifyNotVisible",
    inputs: [element()],
  },
  {
    nlpId: "verify-count-of-elements-is",
    name: "Verify count of elements is",
    kind: "verifyCount",
    inputs: [element("elements"), { input: "count", field: "count", type: "number" }],
  },
  {
    nlpId: "verify-url-of-the-page-is",
    name: "Verify URL of the page is",
    kind: "verifyUrl",
    inputs: [text("expected text", "expected")],
    fixed: { match: "equals" },
  },
  {
    nlpId: "verify-url-of-the-page-contains",
    name: "Verify URL of the page contains",
    kind: "verifyUrl",
    inputs: [text("expected text", "expected")],
    fixed: { match: "contains" },
  },
  {
    nlpId: "verify-title-of-the-page-is",
    name: "Verify title of the page is",
    kind: "verifyTitle",
    inputs: [text("expected text", "expected")],
    fixed: { match: "equals" },
  },
  {
    nlpId: "verify-title-of-the-page-contains",
    name: "Verify title of the page contains",
    kind: "verifyTitle",
    inputs: [text("expected text", "expected")],
    fixed: { match: "contains" },
  },
  {
    nlpId: "verify-page-matches-visual-baseline",
    name: "Verify page matches visual baseline",
    kind: "visualCheckpoint",
    inputs: [text("baseline", "baseline")],
  },
  ...MOBILE_BINDINGS,
];

const byId = new Map(NLP_BINDINGS.map((binding) => [binding.nlpId, binding]));
const byName = new Map(NLP_BINDINGS.map((binding) => [binding.name.toLowerCase(), binding]));

export function bindingFor(nlpId: string): NlpBinding | undefined {
  return byId.get(nlpId);
}

export function bindingNamed(name: string): NlpBinding | undefined {
  return byName.get(name.trim().toLowerCase());
}
