import { describe, expect, it } from "vitest";
import type { ProjectElement, Step, WebTest } from "../model";
import { actionCode, toPlaywright } from "./playwright-export";

const elements: ProjectElement[] = [
  { id: "email", name: "Email field", app: "shop", locator: { kind: "label", value: "Email" } },
  { id: "sign-in", name: "Sign in button", app: "shop", locator: { kind: "role", role: "button", name: "Sign in" } },
  { id: "total", name: "Cart total", app: "shop", locator: { kind: "testId", value: "cart-total" } },
];
const step = (id: string, nlpId: string, inputs: Record<string, string>, disabled = false): Step => ({
  id,
  nlpId,
  inputs,
  disabled,
});

describe("toPlaywright", () => {
  it("writes a runnable Playwright test: goto relative to baseURL, getBy… locators, web-first assertions", () => {
    const test: WebTest = {
      id: "t1",
      type: "web",
      name: "Sign in",
      app: "shop",
      data: [],
      steps: [
        step("a", "navigate-to-url", { url: "/playground/apps/shop/" }),
        step("b", "enter-input-into-element", { element: "email", input: 'qa"@example.com' }),
        step("c", "click-on-element", { element: "sign-in" }),
        step("d", "verify-text-of-element-is", { element: "total", "expected text": "$0.00" }),
        step("e", "click-on-element", { element: "sign-in" }, true),
        step("f", "click-on-element", {}),
      ],
    };
    expect(toPlaywright(test, { elements })).toBe(
      [
        'import { expect, test } from "@playwright/test";',
        "",
        '// "Sign in", exported from the Ignitest playground: the sample shop app at /playground/apps/shop/.',
        'test("Sign in", async ({ page }) => {',
        '  // Navigate to URL: url = "/playground/apps/shop/"',
        '  await page.goto("/playground/apps/shop/");',
        '  // Enter input into element: element = "Email field", input = "qa\\"@example.com"',
        '  await page.getByLabel("Email", { exact: true }).fill("qa\\"@example.com");',
        '  // Click on element: element = "Sign in button"',
        '  await page.getByRole("button", { name: "Sign in", exact: true }).click();',
        '  // Verify text of element is: element = "Cart total", expected text = "$0.00"',
        '  await expect(page.getByTestId("cart-total")).toHaveText("$0.00");',
        '  // Disabled: Click on element: element = "Sign in button"',
        "  // Not exported (element: pick an element or write a locator): Click on element",
        "});",
        "",
      ].join("\n"),
    );
  });

  it("opens the app first when the test does not start by navigating", () => {
    const test: WebTest = {
      id: "t1",
      type: "web",
      name: "Orders",
      app: "orders",
      data: [],
      steps: [step("a", "verify-title-of-the-page-contains", { "expected text": "Orders" })],
    };
    expect(toPlaywright(test, { elements })).toContain(
      '  await page.goto("/playground/apps/orders/");\n  // Verify title of the page contains: expected text = "Orders"\n  await expect(page).toHaveTitle(/Orders/);',
    );
  });

  it("writes a data-driven test as one test per row reading row[column]", () => {
    const test: WebTest = {
      id: "t1",
      type: "web",
      name: "Search",
      app: "shop",
      data: [
        { term: "shoes", "first name": "Ann" },
        { term: "`jacket`", "first name": "Bo" },
      ],
      steps: [
        step("a", "navigate-to-url", { url: "/playground/apps/shop/" }),
        step("b", "enter-input-into-element", { element: "email", input: "find {{term}} now" }),
        step("c", "enter-input-into-element", { element: "email", input: "{{first name}}" }),
      ],
    };
    const code = toPlaywright(test, { elements });
    expect(code).toContain(
      'const data: Record<string, string>[] = [\n  { term: "shoes", "first name": "Ann" },\n  { term: "`jacket`", "first name": "Bo" },\n];',
    );
    expect(code).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the exported file's own template literal
      "for (const [index, row] of data.entries()) {\n  test(`Search (row ${index + 1})`, async ({ page }) => {",
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the exported file's own template literal
    expect(code).toContain('    await page.getByLabel("Email", { exact: true }).fill(`find ${row.term} now`);');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the exported file's own template literal
    expect(code).toContain('.fill(`${row["first name"]}`);');
  });
});

describe("toPlaywright's layout", () => {
  it("puts short data on one line and imports expect only when a step asserts", () => {
    const test: WebTest = {
      id: "t1",
      type: "web",
      name: "Type",
      app: "shop",
      data: [{ email: "a@example.com" }],
      steps: [step("a", "enter-input-into-element", { element: "email", input: "{{email}}" })],
    };
    const code = toPlaywright(test, { elements });
    expect(code).toContain('import { test } from "@playwright/test";');
    expect(code).toContain('const data: Record<string, string>[] = [{ email: "a@example.com" }];');
  });
});

describe("actionCode", () => {
  it.each([
    [
      { kind: "selectOption", target: { kind: "id", value: "size" }, option: "Medium" },
      'await page.locator("#size").selectOption({ label: "Medium" });',
    ],
    [{ kind: "check", target: { kind: "id", value: ":r1:" } }, 'await page.locator("[id=\\":r1:\\"]").check();'],
    [
      { kind: "uncheck", target: { kind: "css", value: "input.terms" } },
      'await page.locator("input.terms").uncheck();',
    ],
    [
      { kind: "hover", target: { kind: "xpath", value: "//nav/a[2]" } },
      'await page.locator("xpath=//nav/a[2]").hover();',
    ],
    [{ kind: "pressKey", keys: "Mod+A" }, 'await page.keyboard.press("ControlOrMeta+A");'],
    [
      { kind: "pressKey", keys: "Enter", target: { kind: "text", value: "Go" } },
      'await page.getByText("Go", { exact: true }).press("Enter");',
    ],
    [
      { kind: "waitForElement", target: { kind: "testId", value: "toast" }, timeoutMs: 8000 },
      'await expect(page.getByTestId("toast")).toBeVisible({ timeout: 8000 });',
    ],
    [
      { kind: "verifyText", target: { kind: "testId", value: "t" }, expected: "9", match: "contains" },
      'await expect(page.getByTestId("t")).toContainText("9");',
    ],
    [
      { kind: "verifyValue", target: { kind: "label", value: "Qty" }, expected: "2" },
      'await expect(page.getByLabel("Qty", { exact: true })).toHaveValue("2");',
    ],
    [
      { kind: "verifyVisible", target: { kind: "role", role: "dialog", name: "" } },
      'await expect(page.getByRole("dialog")).toBeVisible();',
    ],
    [
      { kind: "verifyNotVisible", target: { kind: "role", role: "dialog", name: "" } },
      'await expect(page.getByRole("dialog")).toBeHidden();',
    ],
    [
      { kind: "verifyCount", target: { kind: "css", value: "li" }, count: 3 },
      'await expect(page.locator("li")).toHaveCount(3);',
    ],
    [
      { kind: "verifyUrl", expected: "/playground/apps/shop/cart.html", match: "equals" },
      "await expect(page).toHaveURL(/^[a-z]+:\\/\\/[^/]+\\/playground\\/apps\\/shop\\/cart\\.html$/);",
    ],
    [
      { kind: "verifyUrl", expected: "cart.html?x=1", match: "contains" },
      "await expect(page).toHaveURL(/cart\\.html\\?x=1/);",
    ],
    [{ kind: "verifyTitle", expected: "Cart", match: "equals" }, 'await expect(page).toHaveTitle("Cart");'],
  ] as const)("%o", (action, code) => {
    expect(actionCode(action)).toBe(code);
  });

  it("writes the visual checkpoint as a comment: a screenshot baseline is recorded in the browser that compares", () => {
    expect(actionCode({ kind: "visualCheckpoint", baseline: "home" })).toBe(
      '// Visual checkpoint "home": record a baseline with --update-snapshots, then:\n// await expect(page).toHaveScreenshot("home.png");',
    );
  });
});
