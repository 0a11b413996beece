/**
 * Exports a web test as a Playwright Test file in TypeScript that runs against
 * the sample app as this site serves it (paths relative to `baseURL`): each
 * locator as the matching `page.getBy…`/`page.locator`, each step kind as a
 * Playwright action or web-first assertion (docs/playground.md#export-and-share).
 */
import type { Locator, Project, WebTest } from "../model";
import { playwrightKeys } from "./keys";
import { resolveStep } from "./resolve-step";
import type { Action } from "./step-kinds";
import { stepLine } from "./step-script";

/** Marks a data column inside a value while exporting; never in real text. */
const MARK = "\u0000";

const templateText = (text: string) => text.replace(/[\\`]/g, "\\$&").replace(/\$\{/g, "\\${");

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** `row.email`, or `row["first name"]` for a column that is not an identifier. */
const column = (name: string) => (IDENTIFIER.test(name) ? `row.${name}` : `row[${JSON.stringify(name)}]`);
/** A data row as an object literal in Biome's style: `{ email: "a@example.com", "first name": "Ann" }`. */
const rowLiteral = (row: Record<string, string>) =>
  `{ ${Object.entries(row)
    .map(([key, value]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(", ")} }`;

/** The rows on one line when they fit in 120 characters, else one a line (as Biome formats them). */
function dataLiteral(rows: Record<string, string>[]): string {
  const head = "const data: Record<string, string>[] = [";
  const literals = rows.map(rowLiteral);
  const oneLine = `${head}${literals.join(", ")}];`;
  return oneLine.length <= 120 ? oneLine : [head, ...literals.map((row) => `  ${row},`), "];"].join("\n");
}

/** A string as TypeScript source: a plain literal, or a template literal reading the row for each `{{column}}`. */
function str(value: string): string {
  if (!value.includes(MARK)) return JSON.stringify(value);
  const parts = value.split(MARK);
  const body = parts.map((part, i) => (i % 2 === 1 ? `\${${column(part)}}` : templateText(part))).join("");
  return `\`${body}\``;
}

function regexSource(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/\n/g, "\\n");
}

function locatorCode(locator: Locator): string {
  switch (locator.kind) {
    case "role":
      return locator.name === ""
        ? `page.getByRole(${str(locator.role)})`
        : `page.getByRole(${str(locator.role)}, { name: ${str(locator.name)}, exact: true })`;
    case "testId":
      return `page.getByTestId(${str(locator.value)})`;
    case "label":
      return `page.getByLabel(${str(locator.value)}, { exact: true })`;
    case "text":
      return `page.getByText(${str(locator.value)}, { exact: true })`;
    case "id":
      return /^[A-Za-z_][\w-]*$/.test(locator.value)
        ? `page.locator(${str(`#${locator.value}`)})`
        : `page.locator(${str(`[id="${locator.value.replace(/["\\]/g, "\\$&")}"]`)})`;
    case "css":
      return `page.locator(${str(locator.value)})`;
    case "xpath":
      return `page.locator(${str(`xpath=${locator.value}`)})`;
    // The mobile locators as the page's markup holds them (app-tree.ts, docs/playground.md#mobile-devices).
    case "accessibilityId":
      return `page.locator(${str(`[aria-label="${locator.value.replace(/["\\]/g, "\\$&")}"]`)})`;
    case "resourceId": {
      const name = locator.value.replace(/^[^:]*:id\//, "").replace(/["\\]/g, "\\$&");
      return `page.locator(${str(`[data-testid="${name}"], [id="${name}"]:not([data-testid])`)})`;
    }
    case "appXpath":
      return `page.locator(${str(`xpath=${locator.value}`)}) /* an XPath over the app's tree: Playwright reads the page's DOM */`;
  }
}

function urlCheck(expected: string, match: "equals" | "contains"): string {
  if (match === "contains") return `await expect(page).toHaveURL(/${regexSource(expected)}/);`;
  // A path is compared with the page's path, query and hash, whatever the host (as the playground does).
  if (expected.startsWith("/")) return `await expect(page).toHaveURL(/^[a-z]+:\\/\\/[^/]+${regexSource(expected)}$/);`;
  return `await expect(page).toHaveURL(${str(expected)});`;
}

/** The Playwright statement(s) of one action. */
export function actionCode(action: Action): string {
  switch (action.kind) {
    case "navigate":
      return `await page.goto(${str(action.url)});`;
    case "click":
      return `await ${locatorCode(action.target)}.click();`;
    case "enterText":
      return `await ${locatorCode(action.target)}.fill(${str(action.text)});`;
    case "selectOption":
      return `await ${locatorCode(action.target)}.selectOption({ label: ${str(action.option)} });`;
    case "check":
      return `await ${locatorCode(action.target)}.check();`;
    case "uncheck":
      return `await ${locatorCode(action.target)}.uncheck();`;
    case "hover":
      return `await ${locatorCode(action.target)}.hover();`;
    case "pressKey":
      return action.target
        ? `await ${locatorCode(action.target)}.press(${str(playwrightKeys(action.keys))});`
        : `await page.keyboard.press(${str(playwrightKeys(action.keys))});`;
    case "waitForElement":
      return `await expect(${locatorCode(action.target)}).toBeVisible(${action.timeoutMs ? `{ timeout: ${action.timeoutMs} }` : ""});`;
    case "verifyText":
      return `await expect(${locatorCode(action.target)}).${action.match === "equals" ? "toHaveText" : "toContainText"}(${str(action.expected)});`;
    case "verifyValue":
      return `await expect(${locatorCode(action.target)}).toHaveValue(${str(action.expected)});`;
    case "verifyVisible":
      return `await expect(${locatorCode(action.target)}).toBeVisible();`;
    case "verifyNotVisible":
      return `await expect(${locatorCode(action.target)}).toBeHidden();`;
    case "verifyCount":
      return `await expect(${locatorCode(action.target)}).toHaveCount(${action.count});`;
    case "verifyUrl":
      return urlCheck(action.expected, action.match);
    case "verifyTitle":
      return action.match === "equals"
        ? `await expect(page).toHaveTitle(${str(action.expected)});`
        : `await expect(page).toHaveTitle(/${regexSource(action.expected)}/);`;
    case "visualCheckpoint":
      // A screenshot baseline must first be recorded in the same browser (npx playwright test --update-snapshots).
      return `// Visual checkpoint "${action.baseline}": record a baseline with --update-snapshots, then:\n// await expect(page).toHaveScreenshot(${JSON.stringify(`${action.baseline}.png`)});`;
    // The device's steps (docs/playground.md#mobile-devices): a tap needs `hasTouch` (set in the file's header).
    case "tap":
      return `await ${locatorCode(action.target)}.tap();`;
    case "swipe":
      return `// Playwright has no swipe gesture: the playground swiped ${action.direction} ${action.target ? "on the element" : "on the screen"} with touch events.`;
    case "hideKeyboard":
      return "await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());";
    case "verifyKeyboard":
      return "// The device keyboard is the playground's: a browser under Playwright shows none to check.";
  }
}

const indent = (code: string, by: string) =>
  code
    .split("\n")
    .map((line) => by + line)
    .join("\n");

export function toPlaywright(test: WebTest, project: Pick<Project, "elements">): string {
  const columns = [...new Set(test.data.flatMap((row) => Object.keys(row)))];
  const marked = Object.fromEntries(columns.map((column) => [column, `${MARK}${column}${MARK}`]));
  const body: string[] = [];
  let first = true;
  for (const step of test.steps) {
    const line = stepLine(step, project.elements).replace(/\n/g, " ");
    if (step.disabled) {
      body.push(`// Disabled: ${line}`);
      continue;
    }
    const resolved = resolveStep(step, project.elements, test.data.length > 0 ? marked : undefined);
    if (!resolved.ok) {
      body.push(`// Not exported (${resolved.reason}): ${line}`);
      continue;
    }
    if (first && resolved.action.kind !== "navigate") body.push(`await page.goto("/playground/apps/${test.app}/");`);
    first = false;
    body.push(`// ${line}`, actionCode(resolved.action));
  }
  const imports = body.some((line) => line.includes("expect(")) ? "expect, test" : "test";
  const header = [
    `import { ${imports} } from "@playwright/test";`,
    "",
    `// "${test.name.replace(/\n/g, " ")}", exported from the Ignitest playground: the sample ${test.app} app at /playground/apps/${test.app}/.`,
    ...(body.some((line) => line.endsWith(".tap();")) ? ["", "test.use({ hasTouch: true });"] : []),
  ];
  if (test.data.length === 0) {
    return [...header, `test(${str(test.name)}, async ({ page }) => {`, indent(body.join("\n"), "  "), "});", ""].join(
      "\n",
    );
  }
  return [
    ...header,
    dataLiteral(test.data),
    "",
    "for (const [index, row] of data.entries()) {",
    `  test(\`${templateText(test.name)} (row \${index + 1})\`, async ({ page }) => {`,
    indent(body.join("\n"), "    "),
    "  });",
    "}",
    "",
  ].join("\n");
}
