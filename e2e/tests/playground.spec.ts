import type { Locator, Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated";
import { expect, test } from "../support/test";

/**
 * The playground against `npm start` (docs/playground.md): from an empty project,
 * pick two elements (one with the mouse, one from the keyboard list), write the
 * steps from the real NLP catalogue, run them green, inject the bug, and see the
 * failing step with its reason.
 */

const frameTitle = "Sample app: Gearbox shop";

async function addStep(page: Page, search: string, name: string) {
  const combobox = page.getByRole("combobox", { name: "Add step" });
  await combobox.fill(search);
  await page.getByRole("option", { name: new RegExp(`^${name}\\s*(Inputs|No inputs)`) }).click();
}

function step(page: Page, index: number): Locator {
  return page.getByRole("list", { name: "Steps" }).getByRole("listitem").nth(index);
}

test("build a test from an empty project, run it green, inject the bug and see it fail with its reason", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/playground");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build and run a test in your browser");
  await expect(page.getByText("Demo mode.")).toBeVisible();

  await page.getByRole("button", { name: "Start an empty project" }).click();
  await page.getByRole("button", { name: "New test" }).click();
  await page.getByLabel("Test name").fill("Cart shipping");

  // Walk to the product page inside the frame, as a visitor would.
  const app = page.frameLocator(`iframe[title="${frameTitle}"]`);
  await app.getByRole("link", { name: "Continue without signing in" }).click();
  await app.getByRole("link", { name: "Keystone K2 Mechanical Keyboard" }).click();
  await expect(app.getByRole("heading", { level: 1 })).toHaveText("Keystone K2 Mechanical Keyboard");

  // 1. With the mouse: Pick element, then click the button in the frame (the click does not reach the app).
  await page.getByRole("button", { name: "Pick element" }).click();
  await app.getByRole("button", { name: "Add to cart" }).click();
  await expect(app.getByRole("dialog", { name: "Added to cart" })).toBeHidden();
  const locators = page.getByRole("list", { name: "Locators" });
  await expect(locators.getByRole("listitem").first()).toContainText('role=button[name="Add to cart"]');
  await expect(locators.getByRole("listitem").first()).toContainText("1 match");
  await expect(locators).toContainText("Generated id: will change");
  await page.getByLabel("Element name").fill("Add to cart button");
  await page.getByRole("button", { name: "Add to elements" }).click();

  // 2. From the keyboard: the list of the frame's interactive elements, arrows and Enter.
  const list = page.getByRole("listbox", { name: "Interactive elements" });
  const options = await list.getByRole("option").allTextContents();
  const quantity = options.findIndex((text) => text.startsWith("spinbutton") && text.includes("Quantity"));
  expect(quantity).toBeGreaterThanOrEqual(0);
  await list.focus();
  await page.keyboard.press("Home");
  for (let i = 0; i < quantity; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(locators.getByRole("listitem").first()).toContainText('role=spinbutton[name="Quantity"]');
  await expect(locators).toContainText("label=Quantity");
  await page.getByLabel("Element name").fill("Quantity field");
  await page.getByRole("button", { name: "Add to elements" }).click();
  await expect(page.getByRole("list", { name: "Elements" }).getByRole("listitem")).toHaveCount(2);

  // The steps, from the catalogue the API serves.
  await addStep(page, "navigate to", "Navigate to URL");
  await step(page, 0).getByLabel("url").fill("/playground/apps/shop/product.html?id=kb-101");
  await addStep(page, "clear and enter", "Clear and enter input into element");
  await step(page, 1).getByLabel("element").selectOption({ label: "Quantity field" });
  await step(page, 1).getByLabel("input").fill("2");
  await addStep(page, "click on element", "Click on element");
  await expect(step(page, 2).getByLabel("element")).toHaveAccessibleDescription("pick an element or write a locator");
  await step(page, 2).getByLabel("element").selectOption({ label: "Add to cart button" });
  await addStep(page, "navigate to", "Navigate to URL");
  await step(page, 3).getByLabel("url").fill("/playground/apps/shop/cart.html");
  // Free shipping from a $100 subtotal (docs/playground.md#sample-apps): 2 × $89.00 qualifies, unless the bug drops a quantity.
  await addStep(page, "element with text is visible", "Verify element with text is visible");
  await step(page, 4).getByLabel("text").fill("Free");

  const results = page.getByRole("list", { name: "Step results" });
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByTestId("run-counts")).toHaveText("5 passed0 failed0 skipped", { timeout: 30_000 });
  await expect(results.getByText("Passed")).toHaveCount(5);

  await page.getByRole("switch", { name: "Inject a bug" }).click();
  await expect(page.getByRole("switch", { name: "Inject a bug" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByTestId("run-counts")).toHaveText("4 passed1 failed0 skipped", { timeout: 30_000 });
  const failed = results.getByRole("listitem").nth(4);
  await expect(failed).toContainText("Failed");
  await expect(failed).toContainText("found no element");
  // The picture of the frame at that moment (a PNG the runner captured).
  await expect(failed.getByRole("img", { name: /The app when step/ })).toHaveAttribute("src", /^data:image\/png/);

  await failed.getByRole("button", { name: "Log defect" }).click();
  await expect(page.getByRole("region", { name: "New defects" })).toContainText("Cart shipping");
});

test("a damaged share link opens the sample project with a message", async ({ page }) => {
  await gotoHydrated(page, "/playground#t=not-a-real-test");
  await expect(page.getByRole("alert")).toContainText("The sample project is open instead.");
  await expect(page.getByLabel("Test", { exact: true })).toContainText("Sign in with the demo account");
});

test("Try this NLP opens the playground with that step ready to fill in", async ({ page }) => {
  await gotoHydrated(page, "/playground?nlp=verify-title-of-the-page-is");
  await expect(page.getByRole("status").filter({ hasText: "Added the step" })).toContainText(
    '"Verify title of the page is"',
  );
  const steps = page.getByRole("list", { name: "Steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(1);
  await expect(steps.first().getByLabel("expected text")).toHaveAccessibleDescription("write a value");
  await expect(page).toHaveURL(/\/playground$/);
});

test("reached from the home page's link, the playground frames its app and runs the sample test green", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Try it in your browser" }).first().click();
  await expect(page).toHaveURL(/\/playground$/);
  // The link loads the playground's own document (site/own-document.ts), whose prerendered Run test
  // button is there before the scripts: a click before React's root exists would be lost.
  await expect(page.locator("html")).toHaveAttribute("data-mounted", "true", { timeout: 20_000 });
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByTestId("run-counts")).toHaveText("6 passed0 failed0 skipped", { timeout: 30_000 });
});

test("a practice task: build the test it asks for, run it green, and the pass shows in the academy's progress", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Where the academy menu's Practice Test 1 opens (docs/product/academy-practice.md).
  await gotoHydrated(page, "/playground?practice=1");
  const task = page.getByRole("region", { name: "Practice Test 1: Write the wrong-password test case" });
  await task.getByRole("button", { name: "Start a test for this task" }).click();
  const found = task.getByRole("list", { name: "What the checker found" });
  await expect(found).toContainText('The test is still called "New test"');
  await expect(found).toContainText("The test has not run green yet");

  await page.getByLabel("Test name").fill("Wrong password shows a message");
  await page.getByRole("button", { name: "Export" }).click();
  await page
    .getByLabel("Paste a step script")
    .fill(
      [
        'Enter input into element: element = "label=Email", input = "demo@gearbox.test"',
        'Enter input into element: element = "testId=password", input = "not-the-password"',
        'Click on element: element = "testId=sign-in"',
        'Verify text of element contains: element = "id=sign-in-error", expected text = "incorrect"',
      ].join("\n"),
    );
  await page.getByRole("button", { name: "Import script" }).click();
  await page.keyboard.press("Escape");
  await expect(found).toContainText("The test has not run green yet");

  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByTestId("run-counts")).toHaveText("4 passed0 failed0 skipped", { timeout: 30_000 });
  await expect(task.getByRole("status")).toHaveText(
    "All done: Practice Test 1 is passed and recorded in your academy progress.",
  );

  await gotoHydrated(page, "/ignitest-academy/training-plan");
  await expect(page.getByRole("link", { name: /^Practice Test 1\s*,\s*Passed/ })).toHaveAttribute(
    "href",
    "/playground?practice=1",
  );
});
