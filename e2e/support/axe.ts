import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./test";

/** The WCAG 2.2 A and AA rules every page is held to (docs/conventions.md#tests). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** What a theme changes: colours. Structure, names and roles are the same in both themes. */
const colourRules = ["color-contrast", "link-in-text-block"];

/** axe's violations on the page as it is now, one line each (`rule: targets`): every A and AA rule, or the colour rules. */
export async function axeViolations(page: Page, rules: "all" | "colour" = "all"): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (rules === "all" ? builder.withTags(wcagTags) : builder.withRules(colourRules)).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), "axe").toEqual([]);
}
