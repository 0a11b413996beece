import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { productScreensOn } from "../support/platform-demo";
import { coveredControls, PAST_BOTH_PROMPTS_MS, promptSelector, promptsBelongOn } from "../support/prompts";
import { routes } from "../support/routes";
import { signedInOnlyPath, signInLocally } from "../support/signed-in";
import { expect, test } from "../support/test";

/**
 * One visit per route runs every per-route assertion (docs/conventions.md#tests):
 * status, one visible h1, title, description and canonical; axe in the light
 * theme, then its colour rules in the dark theme (the system's preference
 * changes under the open page, and the theme store follows it); then at 375
 * and 320 px nothing scrolls sideways and no illustration text renders under
 * 11 px (the layout reflows without a reload, as a phone turned or a window
 * narrowed does); last, past
 * the timed prompts' delays, at 1440 and 375 px no link or button is covered
 * where they belong, and none shows where they do not (issue 30, item 3).
 * On the playground and the Platform demo's areas, the product's screens the
 * lessons name are there: each tab and control content/pages/platform-demo-screens.ts
 * places on the page (issue 28).
 */
const phoneWidths = [375, 320] as const;

test.describe("every route of the route table", () => {
  // Colours switch at once when the theme changes (no 150 ms transition for axe to measure half-way).
  test.use({ reducedMotion: "reduce" });
  for (const { path } of routes) {
    test(`${path}: 200, one h1, title, description, canonical; axe light and dark; fits 375 and 320 px`, async ({
      page,
    }) => {
      if (path === signedInOnlyPath) await signInLocally(page);
      // Playwright's clock (time still flows), so the end of the visit can run past the prompts' delays.
      await page.clock.install();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/\S{3,}/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${escapeRegExp(path)}$`));
      await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
      // Client-loaded content (catalogue, counts, country) changes the page after mount.
      await page.waitForLoadState("networkidle");
      for (const { role, name } of productScreensOn(path)) {
        await expect(page.getByRole(role, { name, exact: true }), `${role} ${name}`).toBeVisible();
      }

      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      expect(await axeViolations(page, "all"), "axe, light theme").toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      // Under load, a page switched to dark a moment ago has been read with one section's text still
      // in light-theme colours (the Finder pages' related cards, CI7, CI8 and once locally with three
      // workers): the same race as the resize below. Wait for the dark page instead of reading it once.
      await expect
        .poll(() => axeViolations(page, "colour"), { message: "axe, dark theme", timeout: 15_000 })
        .toEqual([]);

      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 740 });
        // The new size reaches the page asynchronously: a measurement taken before its next rendering
        // update can see the new width with the old media-query rules (the landing CI of stop 33 read
        // every illustration at the desktop rule's scale). Wait for the layout of this width.
        await expect.poll(() => phoneFitProblems(page, width), { message: `${path} at ${width} px` }).toEqual([]);
      }

      await page.clock.runFor(PAST_BOTH_PROMPTS_MS);
      if (!promptsBelongOn(path)) {
        await expect(page.locator(promptSelector)).toHaveCount(0);
        return;
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(page.locator(promptSelector)).toHaveCount(2);
      for (const width of [1440, 375]) {
        if (width !== 1440) await page.setViewportSize({ width, height: 740 });
        // The prompts move when the width changes (a resize observer, then a frame): wait for them to settle.
        await expect
          .poll(() => coveredControls(page), { message: `${path} at ${width} px: controls covered` })
          .toEqual([]);
      }
    });
  }
});

/** Pages whose real content needs a query string; the route table lists them bare. */
const detailPages = [
  "/nlp-description?id=click-on-element",
  `/nlp's-list?${new URLSearchParams({ id: "mouse-and-click-actions", title: "Mouse and click actions" })}`,
  "/elements-list?id=login-page-elements",
  "/stepgroup-list?id=login-and-authentication-flows",
];

test.describe("detail pages with their content", () => {
  for (const path of detailPages) {
    test(`${path} fits 375 and 320 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
      await page.waitForLoadState("networkidle");
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 740 });
        await expect.poll(() => phoneFitProblems(page, width), { message: `${path} at ${width} px` }).toEqual([]);
      }
    });
  }
});

const MIN_ILLUSTRATION_TEXT_PX = 11;

/** What does not fit a phone of this width, measured in the page: a page wider than it, illustration text under 11 px. */
function phoneFitProblems(page: Page, width: number): Promise<string[]> {
  return page.evaluate(
    ({ width, minPx }) => {
      const problems: string[] = [];
      const { scrollWidth } = document.documentElement;
      if (scrollWidth > width) problems.push(`the page is ${scrollWidth} px wide`);
      for (const svg of document.querySelectorAll<SVGSVGElement>("svg[data-illustration]")) {
        const box = svg.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const scale = svg.getScreenCTM()?.a ?? 1;
        for (const text of svg.querySelectorAll("text")) {
          const rendered = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
          if (rendered < minPx - 0.05)
            problems.push(`illustration text "${text.textContent}" at ${rendered.toFixed(1)} px`);
        }
      }
      return problems;
    },
    { width, minPx: MIN_ILLUSTRATION_TEXT_PX },
  );
}

test.describe("not found", () => {
  // The browser logs the 404 status of the document itself.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("an unknown page under a real section is also a 404", async ({ request }) => {
  const response = await request.get(`${routes.find((r) => r.path.includes("-platform/"))?.path}-nope`);
  expect(response.status()).toBe(404);
});

test("sitemap.xml lists the indexable routes and robots.txt points to it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/documentation</loc>");
  expect(xml).not.toContain("/otp-verification</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  // Pages kept out of search say noindex; a Disallow would hide that from crawlers (issue 15, item 10).
  expect(robots).not.toContain("Disallow:");
  expect(xml).toMatch(/\/blogs\/tag\/[\w-]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
