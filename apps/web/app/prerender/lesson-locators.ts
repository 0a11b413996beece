import type { LessonScript } from "@ignitest/contracts/lessons";

/**
 * The XPath and CSS locators and the JSON bodies a lesson shows on screen, so
 * the content check can parse each (lesson-code-blocks.ts); a JSON body is a
 * value that starts with { or [{. A value is a locator when its
 * field, column or row says so (XPath, CSS), when it carries the Finder's
 * "XPath: " or "CSS: " prefix, or when it starts like an XPath (/, (/ or ./).
 */
export type ShownLocator = { kind: "xpath" | "css" | "json"; value: string; where: string };

const kindOf = (name: string): ShownLocator["kind"] | undefined =>
  /\bxpath\b/i.test(name) ? "xpath" : /\bcss\b/i.test(name) ? "css" : undefined;

function classify(value: string, hint: string | undefined, where: string): ShownLocator | undefined {
  if (/^\[?\{/.test(value)) return { kind: "json", value, where };
  const prefixed = /^(XPath|CSS): (.+)$/.exec(value);
  if (prefixed) return { kind: prefixed[1] === "XPath" ? "xpath" : "css", value: prefixed[2] as string, where };
  if (/^\(?\.?\//.test(value) && !/^\/\/[\w.-]+\.[a-z]{2,}(\/|$)/.test(value)) return { kind: "xpath", value, where };
  const kind = hint ? kindOf(hint) : undefined;
  return kind && value ? { kind, value, where } : undefined;
}

export function shownLocators(script: LessonScript): ShownLocator[] {
  const found: ShownLocator[] = [];
  const add = (locator: ShownLocator | undefined) => {
    if (locator) found.push(locator);
  };
  script.scenes.forEach((scene, i) => {
    const screen = scene.screen;
    if (!("view" in screen)) return;
    const view = screen.view;
    const where = `${script.id}, scene ${i + 1} (${scene.title})`;
    if (view.kind === "form") for (const f of view.fields) add(classify(f.value, f.label, where));
    if (view.kind === "steps") for (const s of view.steps) add(classify(s.input, undefined, where));
    if (view.kind === "table") {
      for (const row of view.rows) {
        row.forEach((cell, c) => {
          // In a locator column, the row's kind cell (XPath, CSS) names the cell after it; otherwise the column's heading does.
          const locatorColumn = /locator|example|candidate|selector/i.test(view.columns[c] ?? "");
          const before = row[c - 1] ?? "";
          const rowKind = locatorColumn && kindOf(before) && before.length <= 5 ? before : undefined;
          add(classify(cell, rowKind ?? view.columns[c], where));
        });
      }
    }
  });
  return found;
}
