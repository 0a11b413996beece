import { expectNoAxeViolations } from "../support/axe";
import { openArea } from "../support/platform-demo";
import { expect, test } from "../support/test";

/**
 * The Platform demo's Execution area against `npm start` (docs/platform-demo.md#execution): a suite
 * of two of the playground's scripts, run for real in parallel frames of the sample shop, found in
 * the run history by its status, and counted on the Dashboard at once.
 */

const seconds = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("Execution: a suite of two scripts runs in two frames at once, lands in the history and on the Dashboard", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/execution", "Northwind Web Regression");

  await page.getByRole("button", { name: "New Suite" }).click();
  const dialog = page.getByRole("dialog", { name: "New Suite" });
  await dialog.getByRole("button", { name: "Create" }).click();
  const name = dialog.getByLabel("Suite name");
  await expect(name).toHaveAccessibleDescription(/Enter a suite name/);
  await expect(name).toBeFocused();
  await name.fill("Gearbox Parallel");
  const add = dialog.getByLabel("Add a script");
  await add.selectOption({ label: "Cart total counts every quantity" });
  await dialog.getByRole("button", { name: "Add Script" }).click();
  await add.selectOption({ label: "Search finds the products of a category" });
  await dialog.getByRole("button", { name: "Add Script" }).click();
  // Reordered from the keyboard: the search first.
  await dialog.getByRole("button", { name: "Move Search finds the products of a category up" }).press("Enter");
  await expect(dialog.getByRole("listitem").first()).toContainText("Search finds the products of a category");
  await dialog.getByLabel("Execution mode").selectOption("Parallel");
  await dialog.getByLabel("Parallel sessions").selectOption("2");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog).toBeHidden();

  const suite = page.getByRole("row", { name: /Gearbox Parallel/ });
  await expect(suite).toContainText("Parallel, 2 sessions");
  await suite.getByRole("button", { name: "Run Gearbox Parallel" }).click();
  await page.getByRole("dialog", { name: "Run Gearbox Parallel" }).getByRole("button", { name: "Run Suite" }).click();

  // Both frames are live while the run goes on (the search alone waits three times for its list).
  await expect(page.getByRole("heading", { name: "Running: Gearbox Parallel" })).toBeVisible();
  await expect(page.getByTestId("live-view")).toHaveCount(2);
  await expect(page.getByTitle("Session 1: live view of the sample app")).toBeVisible();
  await expect(page.getByTitle("Session 2: live view of the sample app")).toBeVisible();

  const report = page.getByTestId("run-report");
  await expect(report.getByRole("heading", { name: "Execution EXE2053: Gearbox Parallel" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(report).toContainText("2 sessions at once");
  await expect(report).toContainText("Passed 2");
  // The two scripts' times overlap: each started before the other ended.
  const times = [];
  for (const script of ["Search finds the products of a category", "Cart total counts every quantity"]) {
    const cells = report.getByRole("row", { name: new RegExp(script) }).getByRole("cell");
    times.push({
      start: seconds((await cells.nth(1).textContent()) ?? ""),
      end: seconds((await cells.nth(2).textContent()) ?? ""),
    });
  }
  const [search, cart] = times as [{ start: number; end: number }, { start: number; end: number }];
  expect(search.start).toBeLessThan(cart.end);
  expect(cart.start).toBeLessThan(search.end);

  await page.getByRole("tab", { name: "Execution Dashboard" }).click();
  const history = page.getByRole("tabpanel", { name: "Execution Dashboard" });
  const row = history.getByRole("row", { name: /EXE2053/ });
  await expect(row).toContainText("Gearbox Parallel");
  await expect(row).toContainText("Passed");
  await history.getByLabel("Status").selectOption("Failed");
  await expect(history.getByTestId("history-count")).toHaveText("Showing 10 of 21 executions");
  await expect(row).toBeHidden();
  await history.getByLabel("Status").selectOption("Passed");
  await expect(row).toBeVisible();

  await page.getByRole("navigation", { name: "Platform demo" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toBeVisible();
  const status = page.getByRole("region", { name: "Project Status" });
  await expect(status).toContainText("Latest suite run: EXE2053 Gearbox Parallel");
  await expect(page.getByRole("region", { name: "Recent Executions" })).toContainText("EXE2053");
});

test("Execution: a user who is not one of a suite's Selected members sees its Run disabled with the reason", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/execution", "Northwind Web Regression");
  await page.getByLabel("Act as").selectOption({ label: "Tom Becker (Test Engineer)" });
  const run = page.getByRole("button", { name: "Run Gearbox Regression" });
  await expect(run).toBeDisabled();
  await expect(run).toHaveAccessibleDescription(
    "Only the Selected members on the Access tab may edit and run Gearbox Regression; Tom Becker is not one of them.",
  );
  await expect(page.getByRole("row", { name: /Gearbox Regression/ })).toContainText("Tom Becker is not one of them.");
  await expect(page.getByRole("button", { name: "Run Gearbox Smoke" })).toBeEnabled();
});
