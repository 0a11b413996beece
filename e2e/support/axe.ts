import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Frame, Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { expect } from "./test";

/** The WCAG 2.2 A and AA rules every page is held to (docs/conventions.md#tests). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** What a theme changes: colours. Structure, names and roles are the same in both themes. */
const colourRules = ["color-contrast", "link-in-text-block"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core itself, put once into each frame of the page and run there with `axe.run`
 * (docs/conventions.md#tests). @axe-core/playwright's AxeBuilder put the 550 KB source
 * into the page again on every call and finished each run in a new blank page: 2 to
 * 3 s a call on a busy two-core machine, against 0.6 to 1.3 s for the same rules here,
 * and the route sweep calls it twice a route. Each frame runs on its own (`iframes:
 * false`), so the playground's sample app, in a sandboxed frame that the page's axe
 * could not message, is checked too.
 */
async function frameViolations(frame: Frame, options: RunOptions, include?: string): Promise<string[]> {
  if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
  return frame.evaluate(
    async ({ options, include }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      const results = await axe.run(include ?? document, options);
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { options: { ...options, iframes: false, resultTypes: ["violations"] }, include },
  );
}

/**
 * axe's violations on the page as it is now, one line each (`rule: targets`, a
 * frame's prefixed with its address): every A and AA rule, or the colour rules;
 * `include`, a selector, narrows the check to what it matches in the page.
 */
export async function axeViolations(page: Page, rules: "all" | "colour" = "all", include?: string): Promise<string[]> {
  const options: RunOptions = {
    runOnly: rules === "all" ? { type: "tag", values: wcagTags } : { type: "rule", values: colourRules },
  };
  const violations = await frameViolations(page.mainFrame(), options, include);
  if (include) return violations;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.isDetached() || frame.url() === "about:blank") continue;
    const path = new URL(frame.url()).pathname;
    violations.push(...(await frameViolations(frame, options)).map((line) => `${path} ${line}`));
  }
  return violations;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), "axe").toEqual([]);
}
