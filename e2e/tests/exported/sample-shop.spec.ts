import { expect, test } from "@playwright/test";

// "Sign in with the demo account", exported from the Ignitest playground: the sample shop app at /playground/apps/shop/.
test("Sign in with the demo account", async ({ page }) => {
  // Navigate to URL: url = "/playground/apps/shop/"
  await page.goto("/playground/apps/shop/");
  // Enter input into element: element = "Email field", input = "demo@gearbox.test"
  await page.getByLabel("Email", { exact: true }).fill("demo@gearbox.test");
  // Enter input into element: element = "Password field", input = "Passw0rd!"
  await page.getByTestId("password").fill("Passw0rd!");
  // Click on element: element = "Sign in button"
  await page.getByTestId("sign-in").click();
  // Verify title of the page is: expected text = "Products – Gearbox"
  await expect(page).toHaveTitle("Products – Gearbox");
  // Verify text of element contains: element = "Signed-in user", expected text = "demo@gearbox.test"
  await expect(page.getByTestId("signed-in-user")).toContainText("demo@gearbox.test");
});
