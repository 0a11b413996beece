import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { toPlaywright } from "../engine/playwright-export";
import { resolveStep } from "../engine/resolve-step";
import { ProjectSchema } from "../model-schemas";
import { CART_TOTAL_TEST, SAMPLE_ELEMENTS, SEARCH_TEST, SIGN_IN_TEST, sampleProject } from "./sample-project";

const exported = join(import.meta.dirname, "../../../../../../e2e/tests/exported/sample-shop.spec.ts");

describe("the sample project", () => {
  it("is a valid project: three web tests on the shop (one data-driven) and one API test", () => {
    const project = ProjectSchema.parse(sampleProject());
    expect(project.tests.map((test) => test.type)).toEqual(["web", "web", "web", "api"]);
    expect(SEARCH_TEST.data.length).toBeGreaterThan(1);
  });

  it("has every step ready to run, for every data row", () => {
    for (const test of [SIGN_IN_TEST, SEARCH_TEST, CART_TOTAL_TEST]) {
      const rows = test.data.length > 0 ? test.data : [undefined];
      for (const row of rows) {
        for (const step of test.steps) {
          const resolved = resolveStep(step, SAMPLE_ELEMENTS, row);
          expect(resolved.ok, `${test.name} ${step.id}: ${resolved.ok ? "" : resolved.reason}`).toBe(true);
        }
      }
    }
  });

  it("checks the cart total the injected bug breaks ($217.50, docs/playground.md#state-reset-and-the-injected-bug)", () => {
    const last = CART_TOTAL_TEST.steps.at(-1);
    expect(last?.inputs).toEqual({ element: "el-cart-total", "expected text": "$217.50" });
  });

  it("exports the passing shop test exactly as e2e/tests/exported/sample-shop.spec.ts, which CI runs", () => {
    // Regenerate the file from toPlaywright when the export changes on purpose (docs/playground.md#export-and-share).
    expect(toPlaywright(SIGN_IN_TEST, { elements: SAMPLE_ELEMENTS })).toBe(readFileSync(exported, "utf8"));
  });

  it("returns a fresh copy each time, so a visitor's edits never change the sample", () => {
    const first = sampleProject();
    first.elements.pop();
    expect(sampleProject().elements).toHaveLength(SAMPLE_ELEMENTS.length);
  });
});
