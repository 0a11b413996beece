import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { slug } from "../support/site";
import { expect, test } from "../support/test";

/**
 * A word in the body of exactly one docs page (the output variable of a
 * numbered step in "Parameterized step groups"), in no title or description
 * and nowhere else on the indexed site, lesson transcripts included.
 */
const bodyWord = "newOrder";
const targetPath = "/docs/test-development/parameterized-step-groups";
const targetTitle = "Parameterized step groups";

async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
}

test.describe("site search", () => {
  test("Ctrl+K opens the dialog; a word from one docs page's body finds it, and Enter opens it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole("combobox", { name: "Search the site" });
    await expect(field).toBeFocused();

    await field.pressSequentially(bodyWord);
    const options = dialog.getByRole("listbox", { name: "Search results" }).getByRole("option");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(options.first()).toContainText("Docs");
    await expect(options.first().locator("mark").first()).toHaveText(new RegExp(bodyWord, "i"));
    await expectNoAxeViolations(page);

    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${targetPath}$`));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(targetTitle);
    await expect(page.locator("article")).toContainText(bodyWord);
  });

  test("the header's Search button opens the dialog; arrows move through results from several sections", async ({
    page,
  }) => {
    await gotoHydrated(page, "/documentation");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const field = dialog.getByRole("combobox");
    await field.fill("jenkins");
    const options = dialog.getByRole("option");
    await expect(options.nth(2)).toBeVisible();
    // Each result names where it comes from: Jenkins has a docs page, a tutorial and an academy video.
    for (const section of ["Docs", "Tutorial", "Academy"]) {
      await expect(options.filter({ hasText: section }).first()).toBeVisible();
    }

    await field.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id")) ?? "");
    await field.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Search" })).toBeFocused();
  });

  test("a word nothing contains says so", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("combobox").fill("zyxwvutsrq");
    await expect(dialog.getByText("No results for “zyxwvutsrq”").first()).toBeVisible();
    await expect(dialog.getByRole("listbox")).toHaveCount(0);
  });

  test("/search?q=… lists the results as links, and its form searches again", async ({ page }) => {
    await gotoHydrated(page, `/search?q=${bodyWord}`);
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(`1 result for “${bodyWord}”`);
    await expect(results.getByRole("link")).toHaveAttribute("href", targetPath);
    await expectNoAxeViolations(page);

    await page.getByLabel("Search for").fill("jenkins");
    await page.getByRole("search", { name: "Site search" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=jenkins$/);
    await expect(results.getByRole("listitem").nth(1)).toBeVisible();
    await expect(results.getByRole("link", { name: "Jenkins integration", exact: true })).toHaveAttribute(
      "href",
      "/docs/configuration/jenkins-integration",
    );
  });

  test("the /search form is a plain GET form, so it works before any script runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search");
    await page.getByLabel("Search for").fill("jenkins");
    await page.getByRole("search", { name: "Site search" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=jenkins$/);
    // Playwright's text queries skip <noscript>; the page's own HTML shows it is there for this reader.
    expect(await page.locator("noscript").innerHTML()).toContain("Search runs in your browser and needs JavaScript.");
    await context.close();
  });

  test("@mobile the dialog fits a phone and still finds the docs page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("combobox").fill(bodyWord);
    await dialog.getByRole("option").first().click();
    await expect(page).toHaveURL(new RegExp(`${targetPath}$`));
  });

  test("“pricing” opens on the pricing page: marketing pages are indexed and a title match comes first", async ({
    page,
  }) => {
    await gotoHydrated(page, "/search?q=pricing");
    const results = page.getByRole("list", { name: "Search results" });
    const first = results.getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", `/${slug}-platform-pricing`);
    await expect(first).toContainText("Pricing");
    // Snippets start at a sentence, or say with "…" that they start at the match (a code sample has no
    // sentence within reach); marks hold only the word.
    const excerpts = results.getByRole("listitem").locator("p:last-child");
    for (const text of await excerpts.allInnerTexts()) expect(text).toMatch(/^(… |["“(]?[\p{Lu}\p{N}])/u);
    // A mark starts and ends with a letter or digit ("configure-price-quote" is one word).
    for (const mark of await results.locator("mark").allInnerTexts()) {
      expect(mark).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
    }
    await expectNoAxeViolations(page);
  });

  test("one typo away, “jenkns” still finds the Jenkins pages and says which word it searched", async ({ page }) => {
    await gotoHydrated(page, "/search?q=jenkns");
    const results = page.getByRole("list", { name: "Search results" });
    await expect(page.getByRole("main").getByRole("status")).toContainText("for “jenkins” (nothing matched “jenkns”)");
    await expect(results.getByRole("link", { name: "Jenkins integration", exact: true })).toHaveAttribute(
      "href",
      "/docs/configuration/jenkins-integration",
    );

    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    await dialog.getByRole("combobox").fill("jenkns");
    await expect(dialog.getByText("Showing results for jenkins")).toBeVisible();
    await expect(dialog.getByRole("option").first()).toBeVisible();
  });

  test("/documentation has a search box that opens the search page", async ({ page }) => {
    await gotoHydrated(page, "/documentation");
    const box = page.getByRole("search", { name: "Search the documentation" });
    await box.getByLabel("Search the documentation").fill("jenkins");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=jenkins$/);
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem").first()).toBeVisible();
  });
});
