import { slug } from "../support/site";
import { expect, test } from "../support/test";

test.describe("concurrent execution calculator", () => {
  test("600 tests × 3 min in 60 min need 30 parallel executions on On Premises Enterprise, and the demo form gets the numbers", async ({
    page,
  }) => {
    await page.goto("/concurrent-execution-calculator");
    const form = page.getByRole("form", { name: "Concurrent execution calculator" });
    await form.getByLabel("Number of tests").fill("600");
    await form.getByLabel("Average duration of one test (minutes)").fill("3");
    await form.getByLabel("Target time for the full run (minutes)").fill("60");
    await form.getByRole("button", { name: "Calculate" }).click();

    await expect(page.getByTestId("parallel-result")).toHaveText("30");
    await expect(page.getByText("⌈ 600 tests × 3 min ÷ 60 min ⌉")).toBeVisible();
    await expect(page.getByTestId("recommended-plan")).toHaveText("On Premises Enterprise");
    await expect(page).toHaveURL(/\?tests=600&duration=3&target=60$/);
    await expect(page.getByRole("link", { name: "See On Premises Enterprise pricing" })).toHaveAttribute(
      "href",
      `/${slug}-platform-pricing#on-premises-enterprise`,
    );

    await page.getByRole("link", { name: "Request a demo with these numbers" }).click();
    await expect(page).toHaveURL(
      /\/schedule-demo\?tests=600&duration=3&target=60&parallel=30&plan=on-premises-enterprise$/,
    );
    const message = page.getByLabel(/What would you like to see/);
    await expect(message).toHaveValue(/600 tests × 3 min average, full run in 60 min → 30 parallel executions\./);
    await expect(page.getByRole("checkbox", { name: "Platform" })).toBeChecked();
  });

  test("a zero is refused with a message on its field", async ({ page }) => {
    await page.goto("/concurrent-execution-calculator");
    const form = page.getByRole("form", { name: "Concurrent execution calculator" });
    await form.getByLabel("Number of tests").fill("0");
    await form.getByLabel("Average duration of one test (minutes)").fill("3");
    await form.getByLabel("Target time for the full run (minutes)").fill("60");
    await form.getByRole("button", { name: "Calculate" }).click();
    await expect(form.getByLabel("Number of tests")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("alert")).toContainText("Enter at least 1 test");
    await expect(page.getByTestId("parallel-result")).toHaveCount(0);
  });

  test("a shared link shows its result", async ({ page }) => {
    await page.goto("/concurrent-execution-calculator?tests=40&duration=1.5&target=60");
    await expect(page.getByTestId("parallel-result")).toHaveText("1");
    await expect(page.getByTestId("recommended-plan")).toHaveText("Cloud Basic");
  });
});
