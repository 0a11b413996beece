import { type Page, test as plainTest } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

/** Titles of the article cards on the current listing page. */
async function cardTitles(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: /articles/i }).first();
  return list.getByRole("heading", { level: 3 }).allInnerTexts();
}

test.describe("blog listing", () => {
  test("paginates twelve articles a page with next and previous links", async ({ page }) => {
    await page.goto("/blogs");
    const first = await cardTitles(page);
    expect(first).toHaveLength(12);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await pagination.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/blogs\/page\/2$/);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }),
    ).toHaveAttribute("aria-current", "page");
    const second = await cardTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blogs\/page\/2$/);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/blogs$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: /Previous/ })
      .click();
    await expect(page).toHaveURL(/\/blogs$/);
    // The address changes before the page's data has loaded and rendered: wait for the list.
    await expect.poll(() => cardTitles(page)).toEqual(first);
  });

  test("the tag filter shows only articles with that tag, on every page of the tag", async ({ page }) => {
    await page.goto("/blogs");
    const filter = page.getByRole("navigation", { name: "Filter articles by tag" });
    await expect(filter.getByRole("link", { name: /All articles/ })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: /^Test automation \d+$/ }).click();
    await expect(page).toHaveURL(/\/blogs\/tag\/test-automation$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles on test automation");
    await expect(filter.getByRole("link", { name: /^Test automation/ })).toHaveAttribute("aria-current", "page");

    const expectOnlyTagged = async () => {
      const cards = page
        .getByRole("list", { name: /articles/i })
        .first()
        .getByRole("article");
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      for (let index = 0; index < count; index++) {
        await expect(cards.nth(index).getByRole("list", { name: "Tags" })).toContainText("Test automation");
      }
    };
    await expectOnlyTagged();
    await expectNoAxeViolations(page);

    const next = page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: /Next/ });
    if ((await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(/\/blogs\/tag\/test-automation\/page\/2$/);
      await expectOnlyTagged();
    }
  });

  test("filtering and paging are plain links that work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blogs");
    await page
      .getByRole("navigation", { name: "Filter articles by tag" })
      .getByRole("link", { name: /^CI\/CD/ })
      .click();
    await expect(page).toHaveURL(/\/blogs\/tag\/ci-cd$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles on CI/CD");
    await page.goto("/blogs");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blogs\/page\/2$/);
    await context.close();
  });

  test("unknown articles, tags and pages answer 404", async ({ request }) => {
    for (const path of ["/blogs/no-such-article", "/blogs/tag/no-such-tag", "/blogs/page/999", "/blogs/page/1"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

/**
 * The server answers an unknown blog URL with the prerendered not-found page
 * (HTTP 404). That page was rendered for the catch-all route, while the URL
 * matches a blog route, so React reports a recoverable hydration mismatch and
 * renders on the client; the 404 of the missing .data file then shows the
 * not-found page. Plain Playwright here: the console guard would count that
 * expected mismatch as a failure.
 */
plainTest.describe("unknown blog URLs in the browser", () => {
  for (const path of ["/blogs/no-such-article", "/blogs/tag/no-such-tag", "/blogs/tag/ci-cd/page/99"]) {
    plainTest(`${path} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    });
  }
});

test.describe("blog article", () => {
  test("shows title, author, reading time, tags, cover and related articles", async ({ page }) => {
    await page.goto("/blogs");
    const firstCard = page
      .getByRole("list", { name: /articles/i })
      .first()
      .getByRole("article")
      .first();
    const title = ((await firstCard.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
    await firstCard.getByRole("link", { name: title }).click();

    await expect(page).toHaveURL(/\/blogs\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    const header = page.locator("article header");
    await expect(header.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(header.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(header.getByText(/, (Head|Principal|Product|Solutions|Mobile|Developer)/)).toBeVisible();
    await expect(header.getByRole("list", { name: "Tags" }).getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/blogs\/tag\//,
    );
    await expect(page.locator('img[src^="/blog-covers/"]').first()).toHaveAttribute("alt", "");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);

    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related articles" }) });
    const relatedLinks = related.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(relatedLinks).toHaveCount(3);
    const relatedTitle = ((await relatedLinks.first().textContent()) ?? "").trim();
    expect(relatedTitle).not.toBe(title);
    await expectNoAxeViolations(page);

    await relatedLinks.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(relatedTitle);
  });

  test("an article's body travels once, and a related article opened in place shows its own", async ({
    page,
    request,
  }) => {
    const path = "/blogs/ai-in-test-automation-what-helps";
    // The body is in the markup only, not a second time in the data React Router inlines for hydration.
    const html = await (await request.get(path)).text();
    expect(html.split("Language models are good at turning a plain description").length - 1).toBe(1);

    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true", { timeout: 20_000 });
    const body = page.locator("article .article-body");
    const first = body.getByRole("heading", { level: 2, name: "Drafting tests from descriptions" });
    await expect(first).toBeVisible();

    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related articles" }) });
    const link = related.getByRole("heading", { level: 3 }).getByRole("link").first();
    const relatedTitle = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(relatedTitle);
    await expect(first).toHaveCount(0);
    await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();

    await page.goBack();
    await expect(first).toBeVisible();
  });

  test("reads well on a phone @mobile", async ({ page }) => {
    await page.goto("/blogs");
    await page
      .getByRole("list", { name: /articles/i })
      .first()
      .getByRole("article")
      .first()
      .getByRole("link")
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("blog feeds", () => {
  for (const [path, item] of [
    ["/blogs/rss.xml", "item"],
    ["/blogs/atom.xml", "entry"],
  ] as const) {
    test(`${path} is well-formed XML with absolute article links`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      const xml = await response.text();
      await page.goto("/blogs");
      const parsed = await page.evaluate(
        ([text, tag]) => {
          const doc = new DOMParser().parseFromString(text, "application/xml");
          const items = [...doc.getElementsByTagName(tag)];
          return {
            errors: doc.getElementsByTagName("parsererror").length,
            count: items.length,
            links: items.map(
              (node) =>
                node.querySelector("link")?.getAttribute("href") ?? node.querySelector("link")?.textContent ?? "",
            ),
          };
        },
        [xml, item] as const,
      );
      expect(parsed.errors).toBe(0);
      expect(parsed.count).toBeGreaterThan(0);
      expect(parsed.count).toBeLessThanOrEqual(30);
      for (const link of parsed.links) expect(link).toMatch(/^https?:\/\/[^/]+\/blogs\/[a-z0-9-]+$/);
    });
  }
});

test("/blogs/feed.json is a JSON Feed 1.1 that blog pages point to", async ({ page, request }) => {
  const response = await request.get("/blogs/feed.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("json");
  const feed = await response.json();
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  expect(feed.items.length).toBeGreaterThan(0);
  expect(feed.items[0].url).toMatch(/^https?:\/\/[^/]+\/blogs\/[\w-]+$/);
  await page.goto("/blogs");
  await expect(page.locator('link[rel="alternate"][type="application/feed+json"]')).toHaveAttribute(
    "href",
    /\/blogs\/feed\.json$/,
  );
});
