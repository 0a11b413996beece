import { describe, expect, it } from "vitest";
import type { ProjectElement, Step } from "../model";
import { parseScript, toScript } from "./step-script";

const elements: ProjectElement[] = [
  { id: "el-1", name: "Email field", app: "shop", locator: { kind: "label", value: "Email" } },
  { id: "el-2", name: "Sign in button", app: "shop", locator: { kind: "role", role: "button", name: "Sign in" } },
];
const project = { elements };
let n = 0;
const newId = () => `s${++n}`;

const steps: Step[] = [
  { id: "a", nlpId: "navigate-to-url", inputs: { url: "/playground/apps/shop/" }, disabled: false },
  {
    id: "b",
    nlpId: "enter-input-into-element",
    inputs: { element: "el-1", input: 'say "hi" \\ {{name}}' },
    disabled: false,
  },
  { id: "c", nlpId: "click-on-element", inputs: { element: "el-2" }, disabled: true },
  { id: "d", nlpId: "verify-count-of-elements-is", inputs: { elements: "css=li.item", count: "3" }, disabled: false },
  { id: "e", nlpId: "press-enter-key", inputs: {}, disabled: false },
];

describe("toScript", () => {
  it("writes one step a line in the catalogue's format, elements by name, disabled steps with #", () => {
    expect(toScript({ steps }, project)).toBe(
      [
        'Navigate to URL: url = "/playground/apps/shop/"',
        'Enter input into element: element = "Email field", input = "say \\"hi\\" \\\\ {{name}}"',
        '# Click on element: element = "Sign in button"',
        'Verify count of elements is: elements = "css=li.item", count = "3"',
        "Press Enter key",
      ].join("\n"),
    );
  });
});

describe("parseScript", () => {
  it("reads a script back into the same steps", () => {
    const parsed = parseScript(toScript({ steps }, project), project, newId);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.steps.map(({ id: _, ...rest }) => rest)).toEqual(steps.map(({ id: _, ...rest }) => rest));
  });

  it("reads the catalogue's own scenario lines, blank lines ignored", () => {
    const parsed = parseScript(
      '\nClick on element: element = "Sign in button"\n\nPress key combination: keys = "Mod+S"\n',
      project,
      newId,
    );
    expect(parsed).toMatchObject({
      ok: true,
      steps: [
        { nlpId: "click-on-element", inputs: { element: "el-2" } },
        { nlpId: "press-key-combination", inputs: { keys: "Mod+S" } },
      ],
    });
  });

  it("reports every line it cannot read, with its number", () => {
    const parsed = parseScript(
      [
        'Clik on element: element = "Sign in button"',
        'Click on element: elemnt = "Sign in button"',
        'Click on element: element = "Basket"',
        "Click on element: element = Sign in",
        'Navigate to URL: url = "/a" url2',
      ].join("\n"),
      project,
      newId,
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        { line: 1, message: 'Line 1: the playground has no step "Clik on element".' },
        { line: 2, message: 'Line 2: "Click on element" has no input "elemnt" (its inputs: element).' },
        {
          line: 3,
          message:
            'Line 3: element: no element named "Basket" in the repository; pick an element or write a locator such as css=#email.',
        },
        { line: 4, message: 'Line 4: expected name = "value" at "element = Sign in".' },
        { line: 5, message: 'Line 5: expected a comma before "url2".' },
      ],
    });
  });
});
