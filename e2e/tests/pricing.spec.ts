import { slug } from "../support/site";
import { expect, test } from "../support/test";

test.describe("pricing", () => {
  test("shows the three plans, the comparison table and the FAQ", async ({ page }) => {
    await page.goto(`/${slug}-platform-pricing`);
    for (const plan of ["Cloud Basic", "Cloud Professional", "On Premises Enterprise"]) {
      await expect(page.getByRole("heading", { level: 2, name: plan })).toBeVisible();
    }
    const table = page.getByRole("table", { name: "Features of each plan" });
    const parallel = table.getByRole("row", { name: /Concurrent executions/ });
    await expect(parallel).toContainText("Up to 2");
    await expect(parallel).toContainText("Up to 20");
    await expect(table.getByRole("row", { name: /Test data stays inside your network/ })).toContainText("Not included");
    await expect(page.getByRole("button", { name: "Show More" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Start Free Testing for Cloud Basic/ })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("a plan anchor lands on its card", async ({ page }) => {
    await page.goto(`/${slug}-platform-pricing#on-premises-enterprise`);
    await expect(page.locator("#on-premises-enterprise")).toBeInViewport();
  });
});
