import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { gotoHydrated } from "../support/hydrated";
import { expect, test } from "../support/test";

/**
 * The playground on a device against `npm start` (docs/playground.md#mobile-devices):
 * choose the Android phone, pick elements on it with the Finder and see mobile
 * locators, type with the device keyboard, then build a test of taps, a swipe and
 * typing through the device keyboard, run it green, inject the bug and see it
 * fail for its reason.
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

async function onAndroidPhone(page: Page) {
  await gotoHydrated(page, "/playground");
  await page.getByRole("button", { name: "Start an empty project" }).click();
  await page.getByLabel("Viewport").selectOption({ label: "Android phone" });
  await expect(page.getByTestId("device-name")).toContainText("Pixel 8 · Android 15, 412 × 915");
  const app = page.frameLocator(`iframe[title="${frameTitle}"]`);
  await app.getByRole("link", { name: "Continue without signing in" }).click();
  await app.getByRole("link", { name: "Keystone K2 Mechanical Keyboard" }).click();
  await expect(app.getByRole("heading", { level: 1 })).toHaveText("Keystone K2 Mechanical Keyboard");
  return app;
}

test("on an Android phone: pick mobile locators, type with the device keyboard, run taps and a swipe green, then fail with the bug", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const app = await onAndroidPhone(page);
  // The app sees the phone's CSS viewport: 412 wide.
  expect(await app.locator("html").evaluate((html) => html.ownerDocument.defaultView?.innerWidth)).toBe(412);

  // A visitor taps the field: the device keyboard opens and types into it.
  const keyboard = page.getByRole("group", { name: "Device keyboard" });
  await app.getByLabel("Quantity").click();
  await expect(keyboard).toBeVisible();
  await keyboard.getByRole("button", { name: "Backspace" }).click();
  await keyboard.getByRole("button", { name: "3", exact: true }).click();
  await expect(app.getByLabel("Quantity")).toHaveValue("3");
  // The device, its keyboard and the app on it (the carousel) pass axe.
  expect(await axeViolations(page), "axe").toEqual([]);
  await keyboard.getByRole("button", { name: "Hide keyboard" }).click();
  await expect(keyboard).toBeHidden();

  // The Finder on the device: the carousel by its resource id, the field too.
  const locators = page.getByRole("list", { name: "Locators" });
  await page.getByRole("button", { name: "Pick element" }).click();
  await app.getByTestId("gallery-viewport").click();
  await expect(locators.getByRole("listitem").first()).toContainText("Resource ID");
  await expect(locators.getByRole("listitem").first()).toContainText("resourceId=com.gearbox.shop:id/gallery-viewport");
  await expect(locators.getByRole("listitem").first()).toContainText("1 match");
  await expect(locators).toContainText("appXpath=//android.view.ViewGroup[@resource-id=");
  await page.getByLabel("Element name").fill("Product images");
  await page.getByRole("button", { name: "Add to elements" }).click();
  await page.getByRole("button", { name: "Pick element" }).click();
  await app.getByRole("button", { name: "Next image" }).click();
  await expect(locators.getByRole("listitem").first()).toContainText("accessibilityId=Next image");
  await page.getByRole("button", { name: "Pick element" }).click();
  await app.getByLabel("Quantity").click();
  await expect(locators.getByRole("listitem").first()).toContainText("resourceId=com.gearbox.shop:id/quantity");
  await page.getByLabel("Element name").fill("Quantity field");
  await page.getByRole("button", { name: "Add to elements" }).click();
  await expect(page.getByRole("list", { name: "Elements" }).getByRole("listitem")).toHaveCount(2);

  // The test: taps, a swipe, typing through the device keyboard, from the catalogue's mobile NLPs.
  await page.getByRole("button", { name: "New test" }).click();
  await page.getByLabel("Test name").fill("Phone cart");
  await addStep(page, "navigate to", "Navigate to URL");
  await step(page, 0).getByLabel("url").fill("/playground/apps/shop/products.html");
  await addStep(page, "tap on element with", "Tap on element with text");
  await step(page, 1).getByLabel("text").fill("Keystone K2 Mechanical Keyboard");
  await addStep(page, "swipe left on element", "Swipe left on element");
  await step(page, 2).getByLabel("element").selectOption({ label: "Product images" });
  await addStep(page, "element with text is visible", "Verify element with text is visible");
  await step(page, 3).getByLabel("text").fill("Image 2 of 3: Side");
  await addStep(page, "swipe up on screen", "Swipe up on screen");
  await addStep(page, "enter input into", "Enter input into element");
  await step(page, 5).getByLabel("element").selectOption({ label: "Quantity field" });
  await step(page, 5).getByLabel("input").fill("2");
  await addStep(page, "keyboard is shown", "Verify keyboard is shown");
  await addStep(page, "hide keyboard", "Hide keyboard");
  await addStep(page, "tap on element with", "Tap on element with text");
  await step(page, 8).getByLabel("text").fill("Add to cart");
  await addStep(page, "tap on element with", "Tap on element with text");
  await step(page, 9).getByLabel("text").fill("View cart");
  // Free shipping from a $100 subtotal: 2 × $89.00 qualifies, unless the bug drops the first line's quantity.
  await addStep(page, "element with text is visible", "Verify element with text is visible");
  await step(page, 10).getByLabel("text").fill("Free");

  const results = page.getByRole("region", { name: "Results" });
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByTestId("run-counts")).toHaveText("11 passed0 failed0 skipped", { timeout: 30_000 });
  await expect(results).toContainText("Phone cart, Pixel 8 · Android 15");
  await expect(page.getByRole("list", { name: "Runs" })).toContainText("Pixel 8 · Android 15");
  await expect(app.getByRole("heading", { level: 1 })).toHaveText("Your cart");
  await expect(app.getByTestId("cart-total")).toHaveText("$178.00");

  await page.getByRole("switch", { name: "Inject a bug" }).click();
  await page.getByRole("button", { name: "Run test" }).click();
  await expect(page.getByTestId("run-counts")).toHaveText("10 passed1 failed0 skipped", { timeout: 30_000 });
  const failed = results.getByRole("list", { name: "Step results" }).getByRole("listitem").nth(10);
  await expect(failed).toContainText("Failed");
  await expect(failed).toContainText("The locator text=Free found no element.");
  // The real reason, in the app: the first line's quantity is ignored.
  await expect(app.getByTestId("cart-total")).toHaveText("$93.99");
});

test("@mobile at 375 px the Android phone fits, scaled, and its keyboard types", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const app = await onAndroidPhone(page);
  await expect(page.getByTestId("device-name")).toContainText("shown at");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
  const keyboard = page.getByRole("group", { name: "Device keyboard" });
  await app.getByLabel("Quantity").tap();
  await keyboard.getByRole("button", { name: "Backspace" }).tap();
  await keyboard.getByRole("button", { name: "7", exact: true }).tap();
  await expect(app.getByLabel("Quantity")).toHaveValue("7");
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await axeViolations(page, "colour"), "axe, dark").toEqual([]);
});
