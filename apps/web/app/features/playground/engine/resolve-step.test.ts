// @vitest-environment jsdom
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentDir } from "~/lib/content-dir.server";
import type { ProjectElement, Step } from "../model";
import { NLP_BINDINGS } from "./nlp-bindings";
import { resolveStep } from "./resolve-step";

const elements: ProjectElement[] = [
  { id: "el-email", name: "Email field", app: "shop", locator: { kind: "label", value: "Email" } },
  { id: "el-total", name: "Cart total", app: "shop", locator: { kind: "testId", value: "total" } },
];
const step = (nlpId: string, inputs: Record<string, string>): Step => ({ id: "s1", nlpId, inputs, disabled: false });

describe("NLP bindings", () => {
  const catalogue = join(contentDir("assets"), "nlps");
  const nlps = new Map<string, { name: string; inputs?: { name: string; required?: boolean }[] }>();
  for (const file of readdirSync(catalogue)) {
    const card = parse(readFileSync(join(catalogue, file), "utf8")) as { nlps: { id: string; name: string }[] };
    for (const nlp of card.nlps) nlps.set(nlp.id, nlp);
  }

  it.each(NLP_BINDINGS.map((binding) => [binding.nlpId, binding] as const))(
    "%s is a catalogue NLP with the same name and inputs",
    (nlpId, binding) => {
      const nlp = nlps.get(nlpId);
      expect(nlp?.name).toBe(binding.name);
      const catalogueInputs = (nlp?.inputs ?? []).map((input) => `${input.name}${input.required ? "*" : ""}`);
      const bound = binding.inputs.map((input) => `${input.input}${input.optional ? "" : "*"}`);
      expect(bound).toEqual(catalogueInputs);
    },
  );
});

describe("resolveStep", () => {
  it("turns inputs into an action: element from the repository, number, fixed fields", () => {
    expect(
      resolveStep(step("verify-text-of-element-contains", { element: "el-total", "expected text": "$9" }), elements),
    ).toEqual({
      ok: true,
      action: { kind: "verifyText", target: { kind: "testId", value: "total" }, expected: "$9", match: "contains" },
    });
    expect(
      resolveStep(step("verify-count-of-elements-is", { elements: "css=li.product", count: "3" }), elements),
    ).toEqual({
      ok: true,
      action: { kind: "verifyCount", target: { kind: "css", value: "li.product" }, count: 3 },
    });
    expect(resolveStep(step("press-enter-key", {}), elements)).toEqual({
      ok: true,
      action: { kind: "pressKey", keys: "Enter" },
    });
    expect(
      resolveStep(step("wait-till-element-is-visible", { element: "el-email", timeout: "2.5" }), elements),
    ).toMatchObject({
      action: { timeoutMs: 2500 },
    });
  });

  it("gives a message tied to each missing or wrong input", () => {
    expect(resolveStep(step("enter-input-into-element", {}), elements)).toEqual({
      ok: false,
      issues: [
        { input: "element", message: "pick an element or write a locator" },
        { input: "input", message: "write a value" },
      ],
      reason: "element: pick an element or write a locator; input: write a value",
    });
    expect(resolveStep(step("click-on-element", { element: "el-gone" }), elements)).toMatchObject({
      reason: "element: pick an element or write a locator",
    });
    expect(resolveStep(step("click-on-element", { element: "css=button[" }), elements)).toMatchObject({
      reason: 'element: "button[" is not a valid CSS selector',
    });
    expect(resolveStep(step("navigate-to-url", { url: "https://example.com" }), elements)).toMatchObject({
      reason: "url: write a path on this site, such as /playground/apps/shop/",
    });
    expect(
      resolveStep(step("verify-count-of-elements-is", { elements: "el-total", count: "three" }), elements),
    ).toMatchObject({
      issues: [{ input: "count", message: "write a whole number, such as 3" }],
    });
    expect(resolveStep(step("scroll-to-element", { element: "el-total" }), elements)).toMatchObject({
      ok: false,
      reason: 'The playground cannot run the NLP "scroll-to-element".',
    });
  });

  it("fills {{column}} from the data row, and names a column the data lacks", () => {
    const typed = step("enter-input-into-element", { element: "el-email", input: "{{email}}" });
    expect(resolveStep(typed, elements, { email: "qa@example.com" })).toMatchObject({
      action: { text: "qa@example.com" },
    });
    expect(resolveStep(typed, elements, { mail: "x" })).toMatchObject({
      issues: [{ input: "input", message: 'the test data has no column "email"' }],
    });
  });
});
