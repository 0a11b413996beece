import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "../support/axe";
import { openArea } from "../support/platform-demo";
import { expect, test } from "../support/test";

/**
 * The Platform demo's areas of the work against `npm start` (docs/platform-demo.md): projects, test
 * cases, defects, dashboard and analytics, one short journey each over the seeded demo data (a fresh
 * browser context per test). The shell and the other areas are in platform-demo.spec.ts.
 */

test("Projects: a project created through the wizard (a taken name refused first) is listed, archived and found under Archived", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/projects", "Project Management");
  await expect(page.getByRole("row", { name: /Northwind Web Regression/ })).toContainText("Active");

  await page.getByRole("button", { name: "Create Project" }).click();
  const wizard = page.getByRole("dialog", { name: "Create Project" });
  const name = wizard.getByLabel("Name");
  await name.fill("Northwind Web Regression");
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(name).toHaveAccessibleDescription(/A project with this name already exists/);
  await expect(name).toBeFocused();

  await name.fill("Northwind Kiosk");
  await name.press("Enter");
  await expect(wizard.getByRole("listitem").and(wizard.locator("[aria-current=step]"))).toContainText("Type");
  await wizard.getByRole("radio", { name: /^Web Service/ }).check();
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByRole("checkbox", { name: /^Mei Lin/ }).check();
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard).toContainText("Grace Okafor (Project Admin), Mei Lin (Test Engineer)");
  // The page itself is checked by the route sweep (routes.spec.ts); here the open wizard.
  await expectNoAxeViolations(page);
  await wizard.getByRole("button", { name: "Create" }).click();
  await expect(wizard).toBeHidden();

  const row = page.getByRole("row", { name: /Northwind Kiosk/ });
  await expect(row).toContainText("PRJ1005");
  await expect(row).toContainText("Web Service");
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: "Archive Northwind Kiosk" }).click();
  await page
    .getByRole("dialog", { name: "Archive Northwind Kiosk?" })
    .getByRole("button", { name: "Archive Project" })
    .click();
  await expect(row).toBeHidden();
  await page.getByRole("radio", { name: "Archived (1)" }).check();
  await expect(page.getByRole("row", { name: /Northwind Kiosk/ })).toContainText("Archived");
  await expect(page.getByRole("button", { name: "Edit Northwind Kiosk" })).toBeDisabled();
});

test("Defects: logged from a failed step, moved on the board, and its evidence links back to the step", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/defects", "Defects");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "EXE2034 Mobile Smoke" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Execution EXE2034: Mobile Smoke" })).toBeFocused();

  await page.getByRole("button", { name: "Log Defect from step 4 of SCR2011" }).click();
  const dialog = page.getByRole("dialog", { name: "Log Defect" });
  await expect(dialog.getByLabel("Description")).toHaveValue(/4\. Verify text of element is: element = "Order status"/);
  await dialog.getByLabel("Summary").fill("Order stays Payment pending after a saved-card checkout");
  await dialog.getByRole("button", { name: "Log Defect" }).click();
  await expect(dialog.getByLabel("Severity")).toHaveAccessibleDescription(/Select a severity/);
  await dialog.getByLabel("Severity").selectOption("Major");
  await dialog.getByLabel("Assignee").selectOption({ label: "Lucas Moreau" });
  await dialog.getByRole("button", { name: "Log Defect" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "DEF302 was logged" })).toBeVisible();
  await expect(page.getByText("Logged from this step: DEF302 (New)")).toBeVisible();

  await page.getByRole("link", { name: "Back to the defects board" }).click();
  const card = page.getByTestId("defect-DEF302");
  await expect(page.getByTestId("column-new").getByTestId("defect-DEF302")).toContainText("Lucas Moreau");
  await card.getByRole("button", { name: "Move DEF302 to Open" }).click();
  await expect(page.getByTestId("column-open").getByTestId("defect-DEF302")).toBeVisible();
  await expect(card.getByRole("link", { name: "DEF302" })).toBeFocused();

  await card.getByRole("link", { name: "DEF302" }).click();
  await expect(page.getByTestId("defect-status")).toHaveText("Open");
  await expect(page.getByTestId("defect-history")).toContainText("New → Open by Grace Okafor");
  await page.getByRole("link", { name: "Open the failed step in EXE2034" }).click();
  await expect(page).toHaveURL(/\?run=EXE2034&script=SCR2011&step=4$/);
  await expect(page.locator("#step-SCR2011-4")).toBeFocused();
  await expect(page.locator("#step-SCR2011-4")).toContainText("Expected text Paid but found Payment pending");

  await page.getByLabel("Act as").selectOption({ label: "Daniel Silva (Viewer)" });
  await expect(page.getByRole("button", { name: "Log Defect from step 4 of SCR2011" })).toHaveAccessibleDescription(
    "Logging defects needs the Project Admin or Test Engineer role; Daniel Silva is a Viewer.",
  );
});

test("Test cases: a spreadsheet with a bad row imports its good rows and names the bad line, and a module exports as CSV", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/test-cases", "Test Case Management");
  const tree = page.getByRole("tree", { name: "Modules of Northwind Web Regression" });
  // The first screen's axe check is the route sweep's (routes.spec.ts), in both themes.
  await expect(tree.getByRole("treeitem", { name: "Payment" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Import", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Import Manual Test Cases" });
  await dialog.getByLabel("Spreadsheet (.xlsx or .csv)").setInputFiles("fixtures/manual-test-cases.xlsx");
  await dialog.getByRole("button", { name: "Validate" }).click();
  const result = dialog.getByTestId("import-result");
  await expect(result).toContainText("2 test cases with 3 steps ready to import");
  await expect(result).toContainText("Line 4: Priority must be one of High, Medium, Low");
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(result).toContainText("Imported 2 test cases (SCR1043–SCR1044) with 3 steps");
  await expect(result).toContainText("Line 4: Priority must be one of High, Medium, Low");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("row", { name: /Pay by invoice/ })).toContainText("SCR1043");
  await tree.getByRole("treeitem", { name: "Payment" }).press("ArrowUp");
  await expect(tree.getByRole("treeitem", { name: "Checkout" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("row", { name: /Save the cart for later/ })).toContainText("Low");
  await expect(page.getByRole("row", { name: /Remove a cart line/ })).toHaveCount(0);

  // The module exported as CSV: one row per step, the columns the import reads.
  await page.getByRole("button", { name: "Export Module" }).click();
  const exporting = page.getByRole("dialog", { name: "Export Module Cart" });
  await exporting.getByRole("radio", { name: "CSV (.csv)" }).check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    exporting.getByRole("button", { name: "Export" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^northwind-web-regression-cart-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(csv[0]).toBe(
    "Module,Script name,Step,Action,Expected result,Test data,Priority,Labels,Description,Preconditions",
  );
  expect(csv).toHaveLength(1 + 5);
  expect(csv.at(-1)).toContain("Cart,Save the cart for later,1,Click Save for later");
  await exporting.getByRole("button", { name: "Close" }).click();
});

test("Test cases: a manual run with a failed step is stored and counted in Suite Metrics", async ({ page }) => {
  await openArea(page, "/playground/platform/test-cases", "Test Case Management");
  await page.getByRole("tab", { name: "Suites" }).click();
  await page.getByRole("button", { name: "Run Checkout Manual" }).click();
  await expect(page.getByRole("heading", { name: "Manual Run: Pay with a saved card" })).toBeVisible();
  await page
    .getByRole("group", { name: /^Step 1:/ })
    .getByRole("radio", { name: "Passed" })
    .check();
  await page
    .getByRole("group", { name: /^Step 2:/ })
    .getByRole("radio", { name: "Failed" })
    .check();
  await page.getByLabel("Step 2 actual result").fill("Saved card list is empty");
  await expect(page.getByTestId("case-status")).toHaveText("Test case status: Failed");
  await page.getByRole("button", { name: "Next Test Case" }).click();
  await expect(page.getByRole("heading", { name: "Manual Run: Apply a coupon" })).toBeFocused();
  for (const step of [1, 2, 3]) {
    await page
      .getByRole("group", { name: new RegExp(`^Step ${step}:`) })
      .getByRole("radio", { name: "Passed" })
      .check();
  }
  await page.getByRole("button", { name: "Next Test Case" }).click();
  await page.getByRole("button", { name: "Finish Run" }).click();
  await expect(page.getByTestId("tc-message")).toHaveText(
    "Run EXE2053 of Checkout Manual finished: 1 Passed, 1 Failed, 0 Skipped, 1 Not Executed.",
  );

  await page.getByRole("tab", { name: "Suite Metrics" }).click();
  await page.getByRole("button", { name: "Checkout Manual" }).click();
  const metrics = page.getByTestId("suite-metrics");
  await expect(metrics.getByRole("heading", { name: "Latest run EXE2053, by Grace Okafor" })).toBeVisible();
  await expect(metrics.getByTestId("executed")).toHaveText("Executed: 2 of 3 test cases");
  await expect(metrics.getByRole("row", { name: /^Failed/ }).first()).toHaveText(/Failed\s*1\s*33%/);
  await expect(metrics.getByRole("row", { name: /^EXE2053/ })).toContainText("50%");
  await expectNoAxeViolations(page);
});

test("Dashboard and Analytics: numbers from the seeded runs, a period that changes them, a hidden widget kept", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/dashboard", "Dashboard");
  await expect(page.locator("canvas[data-chart=suite-results]")).toHaveAttribute("width", /^[1-9]/);
  const suiteResults = page.getByRole("figure", { name: "Suite Results" });
  await suiteResults.getByText("Show data as a table").click();
  await expect(suiteResults.getByRole("row")).toHaveCount(13);
  await expect(suiteResults.getByRole("row", { name: /EXE2041/ })).toHaveText(
    /EXE2041\s*Nightly Regression\s*3\s*2\s*0/,
  );
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last 7 days" });
  await expect(suiteResults.getByRole("row")).toHaveCount(7);

  await page.getByRole("button", { name: "Customize Dashboard" }).click();
  const dialog = page.getByRole("dialog", { name: "Customize Dashboard" });
  await dialog.getByLabel("Machine Utilization").uncheck();
  await dialog.getByRole("button", { name: "Save Layout" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Machine Utilization" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Recent Executions" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Machine Utilization" })).toHaveCount(0);

  await page.getByRole("link", { name: "Analytics", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 2, name: "Filter the data" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("row", { name: /SCR1018 Search suggestions/ })).toContainText("Flaky");
  await expect(page.getByRole("row", { name: /SCR1012 Coupon at checkout/ })).toContainText("Stable");
  await expectNoAxeViolations(page);
  await page.getByRole("tab", { name: "Execution Trends" }).click();
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Last 7 days" });
  const trends = page.getByRole("figure", { name: "Pass rate and executions" });
  await expect(trends.locator("canvas")).toHaveAttribute("width", /^[1-9]/);
  await trends.getByText("Show data as a table").click();
  await expect(trends.getByRole("row")).toHaveText([
    /Day\s*Executions\s*Pass rate/,
    /Nov 20\s*1\s*80%/,
    /Nov 21\s*1\s*80%/,
    /Nov 22\s*0\s*—/,
    /Nov 23\s*1\s*60%/,
    /Nov 24\s*1\s*100%/,
    /Nov 25\s*1\s*80%/,
    /Nov 26\s*1\s*60%/,
  ]);
});
