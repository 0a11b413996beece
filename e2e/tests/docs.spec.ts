import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

/** The prerendered page has hydrated: effects (such as restoring the sidebar) have run. */
async function expectHydrated(page: Page) {
  // Generous: hydration waits for the route's code, which is slow on a busy two-core CI machine.
  await expect(page.locator("html")).toHaveAttribute("data-mounted", "true", { timeout: 20_000 });
}

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expectHydrated(page);
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Documentation", exact: true });

test.describe("documentation", () => {
  test("the index lists the sections with their pages", async ({ page }) => {
    await gotoHydrated(page, "/documentation");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ignitest documentation");
    for (const section of ["User Management", "Project Management", "Project menu", "Repository"]) {
      await expect(page.getByRole("heading", { level: 3, name: section })).toBeVisible();
    }
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Project Management" }) });
    await card.getByRole("link", { name: "Create a project" }).click();
    await expect(page).toHaveURL(/\/docs\/project-management\/create-project$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a project");
    await expectNoAxeViolations(page);
  });

  test("a page shows breadcrumbs, a table of contents that jumps to headings, and prev/next", async ({ page }) => {
    await gotoHydrated(page, "/docs/project-management/create-project");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/docs\/project-management\/create-project$/,
    );
    await expect(page.getByText(/^Last updated \w+ \d{1,2}, 20\d\d$/)).toBeVisible();

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/documentation");
    await expect(crumbs.getByRole("link", { name: "Project Management" })).toHaveAttribute(
      "href",
      "/docs/project-management/overview",
    );
    await expect(crumbs.getByText("Create a project")).toHaveAttribute("aria-current", "page");

    const toc = page.getByRole("navigation", { name: "On this page" });
    const target = page.getByRole("heading", { level: 2, name: "If creation fails" });
    await expect(target).not.toBeInViewport();
    await toc.getByRole("link", { name: "If creation fails" }).click();
    await expect(page).toHaveURL(/#if-creation-fails$/);
    await expect(target).toBeInViewport();

    const neighbours = page.getByRole("navigation", { name: "Previous and next pages" });
    await expect(neighbours.getByRole("link", { name: /Previous.*Project management overview/ })).toHaveAttribute(
      "href",
      "/docs/project-management/overview",
    );
    await neighbours.getByRole("link", { name: /Next.*Choose a project type/ }).click();
    await expect(page).toHaveURL(/\/docs\/project-management\/project-types$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a project type");
    await expect(sidebar(page).getByRole("link", { name: "Choose a project type" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
  });

  test("a page's body travels once, and a client navigation brings the next page's body", async ({ page, request }) => {
    const path = "/docs/project-management/create-project";
    // The body is in the markup only, not a second time in the data React Router inlines for hydration.
    const html = await (await request.get(path)).text();
    expect(html.split("Names are unique across the license, including archived projects.").length - 1).toBe(1);

    await gotoHydrated(page, path);
    const body = page.locator("article .docs-body");
    await expect(body.getByRole("heading", { level: 2, name: "If creation fails" })).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });

    await page
      .getByRole("navigation", { name: "Previous and next pages" })
      .getByRole("link", { name: /Next.*Choose a project type/ })
      .click();
    await expect(body.getByRole("heading", { level: 2, name: "How to choose" })).toBeVisible();
    await expect(body.getByRole("heading", { level: 2, name: "If creation fails" })).toHaveCount(0);

    await page.goBack();
    await expect(body.getByRole("heading", { level: 2, name: "If creation fails" })).toBeVisible();
    await expect(body.getByRole("heading", { level: 2, name: "How to choose" })).toHaveCount(0);
    // Both moves were client navigations: the document (and the flag set on it) stayed.
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("the sidebar keeps open groups across a reload", async ({ page }) => {
    await gotoHydrated(page, "/docs/user-management/overview");
    const repository = sidebar(page).getByRole("button", { name: "Repository" });
    await expect(sidebar(page).getByRole("button", { name: "User Management" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(repository).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar(page).getByRole("link", { name: "Dynamic locators" })).toBeHidden();

    await repository.click();
    await expect(repository).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar(page).getByRole("link", { name: "Dynamic locators" })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("activeMenus") ?? "[]"))).toContain("Repository");

    await page.reload();
    await expectHydrated(page);
    await expect(sidebar(page).getByRole("button", { name: "Repository" })).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar(page).getByRole("link", { name: "Dynamic locators" })).toBeVisible();

    // Internal items navigate within the site.
    await sidebar(page).getByRole("link", { name: "Dynamic locators" }).click();
    await expect(page).toHaveURL(/\/docs\/repository\/dynamic-locators$/);
  });

  test("an external sidebar item opens in a new tab", async ({ page, context }) => {
    await gotoHydrated(page, "/docs/repository/overview");
    await sidebar(page).getByRole("button", { name: "More help" }).click();
    const support = sidebar(page).getByRole("link", { name: /Support site/ });
    await expect(support).toHaveAttribute("target", "_blank");
    await expect(support).toHaveAttribute("rel", /noopener/);
    await expect(support).toHaveAttribute("href", /^https?:\/\//);
    // The new tab would load the support site; keep the test offline by not letting it leave.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const [popup] = await Promise.all([context.waitForEvent("page"), support.click()]);
    expect(popup).not.toBe(page);
    await expect(page).toHaveURL(/\/docs\/repository\/overview$/);
  });

  test("on a phone the sidebar folds behind the Documentation menu button @mobile", async ({ page }) => {
    await gotoHydrated(page, "/docs/repository/add-elements");
    const toggle = page.getByRole("button", { name: "Documentation menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar(page).getByRole("link", { name: "Add elements to the element repository" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await sidebar(page).getByRole("link", { name: "Dynamic locators" }).click();
    await expect(page).toHaveURL(/\/docs\/repository\/dynamic-locators$/);
    await expect(page.getByRole("button", { name: "Documentation menu" })).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);
  });
});
