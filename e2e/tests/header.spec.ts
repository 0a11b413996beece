import { gotoHydrated } from "../support/hydrated";
import { signInProducts, slug } from "../support/site";
import { expect, test } from "../support/test";

test.describe("header", () => {
  test("Products opens on hover with Platform active, and hovering a tab activates it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Products" }).hover();
    const tabs = page.getByRole("tablist", { name: "Products" });
    await expect(tabs.getByRole("tab", { name: /Platform/ })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: /Assets/ })).toContainText("Beta");
    await expect(tabs.getByRole("tab", { name: /Cloud/ })).toContainText("Beta");

    await tabs.getByRole("tab", { name: /Finder/ }).hover();
    await expect(tabs.getByRole("tab", { name: /Finder/ })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: /Platform/ })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toContainText("Web Locator Finder");
  });

  test("only one of Products, Solutions and Resources is open at a time", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Products" }).hover();
    await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("button", { name: "Solutions" }).hover();
    await expect(nav.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("button", { name: "Resources" }).hover();
    await expect(nav.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("button", { name: "Solutions" })).toHaveAttribute("aria-expanded", "false");
    const support = page.getByRole("link", { name: /Support/ }).first();
    await expect(support).toHaveAttribute("target", "_blank");
  });

  test("a menu link navigates on the client and loads the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(new RegExp(`/${slug}-platform-pricing$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("signed out: Sign In opens the platform sign-in in a new tab, Get a Demo goes to the demo form", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const signIn = page.getByRole("link", { name: /^Sign In/ });
    await expect(signIn).toHaveAttribute("href", `/signin?product=${signInProducts.platform}`);
    await expect(signIn).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), signIn.click()]);
    await expect(popup).toHaveURL(new RegExp(`/signin\\?product=${signInProducts.platform}$`));
    await page.getByRole("link", { name: "Get a Demo" }).first().click();
    await expect(page).toHaveURL(/\/schedule-demo$/);
  });

  test("signed in: the profile circle shows the initial, and its popup the name and user name", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        "login-user",
        JSON.stringify({
          access_token: "t",
          name: "priya sharma",
          userName: "priya@example.com",
          currentLicenseId: "L1",
        }),
      );
    });
    await gotoHydrated(page, "/");
    const circle = page.getByRole("button", { name: /priya sharma/i });
    await expect(circle).toHaveText("P");
    await circle.click();
    await expect(page.getByText("priya@example.com")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Sign In/ })).toHaveCount(0);
  });

  test("the header is orange at the top, blue once scrolled, and blue from the top on position pages", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-tone", "orange");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-tone", "blue");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-tone", "orange");
    await page.goto("/contactus");
    await expect(header).toHaveAttribute("data-tone", "blue");
  });

  test("@mobile the menu is an accordion that navigates and closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Solutions" }).click();
    await page.getByRole("link", { name: /SAP/ }).first().click();
    await expect(page).toHaveURL(/\/solution\/sap-automation-testing$/);
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
