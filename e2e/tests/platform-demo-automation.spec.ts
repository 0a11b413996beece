// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${…} is the placeholder syntax the journey types
import { readFile } from "node:fs/promises";
import { expectNoAxeViolations } from "../support/axe";
import { gotoHydrated } from "../support/hydrated";
import { openArea } from "../support/platform-demo";
import { expect, test } from "../support/test";

/**
 * The Platform demo's Test Development area against `npm start` (docs/platform-demo.md#automation),
 * over the playground's own project: a project variable used in a dynamic locator, a data set of two
 * rows chosen as a script's data provider in the test editor, and the script run once per row, green.
 */

test("Test Development: a project variable in a dynamic locator, a data set of two rows as a script's data provider, run once per row and green", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openArea(page, "/playground/platform/automation", "Test Development and Repository");
  const saved = page.getByTestId("automation-saved");

  await page.getByRole("tab", { name: "Variables" }).click();
  await page.getByRole("button", { name: "Add Variable" }).click();
  const variable = page.getByRole("dialog", { name: "Add Variable" });
  const name = variable.getByLabel("Name", { exact: true });
  await name.fill("2product");
  await variable.getByRole("button", { name: "Save" }).click();
  await expect(name).toHaveAccessibleDescription(/Start with a letter; use letters, digits and underscores/);
  await expect(name).toBeFocused();
  await name.fill("product");
  await variable.getByLabel("Value").fill("Keystone K2 Mechanical Keyboard");
  await variable.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: /^product Project/ })).toContainText("Keystone K2 Mechanical Keyboard");

  await page.getByRole("tab", { name: "Elements", exact: true }).click();
  await page.getByRole("button", { name: "Add Element" }).click();
  const element = page.getByRole("dialog", { name: "Add Element" });
  await element.getByLabel("Element name").fill("Product link");
  await element.getByLabel("Locator value").fill("//a[text()='${product}']");
  await expectNoAxeViolations(page);
  await element.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: /^Product link/ })).toContainText("xpath=//a[text()='${product}']");

  await page.getByRole("tab", { name: "Test Data" }).click();
  await page.getByRole("button", { name: "New Data Set" }).click();
  const set = page.getByRole("dialog", { name: "New Data Set" });
  await set.getByLabel("Name", { exact: true }).fill("Keyboard searches");
  await set.getByLabel("Columns").fill("term");
  await set.getByRole("button", { name: "Create" }).click();
  await page.getByLabel("term, row 1").fill("Keystone");
  await page.getByRole("button", { name: "Add Row" }).click();
  await page.getByLabel("term, row 2").fill("Mechanical");
  await expect(page.getByRole("row", { name: /^Keyboard searches/ })).toContainText("term2");
  await expect(saved).toHaveText(/^Saved in this browser/);

  // The test editor opens the same project: once it is loaded, the data set is offered as a data provider.
  await gotoHydrated(page, "/playground");
  const provider = page.getByLabel("Data provider");
  await expect(provider).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "New test" }).click();
  await page.getByLabel("Test name").fill("Open the product a search finds");
  await page.getByRole("button", { name: "Export" }).click();
  await page
    .getByLabel("Paste a step script")
    .fill(
      [
        'Navigate to URL: url = "/playground/apps/shop/products.html?q=${data.term}"',
        'Verify element is visible: element = "Product link"',
        'Verify text of element is: element = "Product link", expected text = "${product}"',
        'Click on element: element = "Product link"',
        'Verify title of the page is: expected text = "${product} – Gearbox"',
      ].join("\n"),
    );
  await page.getByRole("button", { name: "Import script" }).click();
  await page.keyboard.press("Escape");
  await provider.selectOption({ label: "Keyboard searches (2 rows)" });

  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByTestId("run-counts")).toHaveText("10 passed0 failed0 skipped", { timeout: 30_000 });
  const results = page.getByRole("list", { name: "Step results" }).getByRole("listitem");
  await expect(results.nth(0)).toContainText(
    'Row 1: Navigate to URL: url = "/playground/apps/shop/products.html?q=Keystone"',
  );
  await expect(results.nth(5)).toContainText(
    'Row 2: Navigate to URL: url = "/playground/apps/shop/products.html?q=Mechanical"',
  );
  await expect(results.nth(7)).toContainText(
    'Row 2: Verify text of element is: element = "Product link", expected text = "Keystone K2 Mechanical Keyboard"',
  );
  // The link wraps over two lines in its card: the click lands on its text, not beside it in the heading.
  await expect(results.nth(9)).toContainText(
    'Row 2: Verify title of the page is: expected text = "Keystone K2 Mechanical Keyboard – Gearbox"',
  );
});

test("Repository › Import/Export: the exported .igx imported back shows its Conflicts, and Keep both adds a copy", async ({
  page,
}) => {
  await openArea(page, "/playground/platform/automation", "Test Development and Repository");
  await page.getByRole("tab", { name: "Import/Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^sample-project-\d{4}-\d{2}-\d{2}\.igx$/);

  await page.getByLabel("Choose File (.igx)").setInputFiles({
    name: file.suggestedFilename(),
    mimeType: "application/json",
    buffer: await readFile(await file.path()),
  });
  const conflicts = page.getByRole("table", { name: /^Conflicts/ });
  await expect(conflicts.getByRole("row", { name: /^Sign in Step group/ })).toBeVisible();
  await expect(conflicts.getByRole("row", { name: /^Calculate order check digit Program element/ })).toBeVisible();
  await page.getByLabel("Choice for program element Calculate order check digit").selectOption("Keep both");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByTestId("import-summary")).toHaveText(/: 1 created, 0 updated, \d+ skipped\.$/);

  await page.getByRole("tab", { name: "Program Elements" }).click();
  await expect(page.getByRole("row", { name: /Calculate order check digit \(2\)/ })).toBeVisible();
});
