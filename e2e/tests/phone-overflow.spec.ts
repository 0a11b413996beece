import type { Page } from "@playwright/test";
import { routes } from "../support/routes";
import { slug } from "../support/site";
import { expect, test } from "../support/test";

/**
 * Issue 18, item 1: nothing overflows on a phone. At 320 and 375 px, on every
 * route of the route table (plus the detail pages that only show their content
 * with a query string), the page is no wider than the viewport and no text in
 * an illustration renders smaller than 11 px.
 */
const widths = [320, 375] as const;
const MIN_ILLUSTRATION_TEXT_PX = 11;

/** Pages whose real content needs a query string; the route table lists them bare. */
const detailPages = [
  "/nlp-description?id=click-on-element",
  `/nlp's-list?${new URLSearchParams({ id: "mouse-and-click-actions", title: "Mouse and click actions" })}`,
  "/elements-list?id=login-page-elements",
  "/stepgroup-list?id=login-and-authentication-flows",
];

const loginRecord = {
  access_token: "token-active",
  name: "Priya Sharma",
  userName: "priya@example.com",
  currentLicenseId: "1042",
  userStatus: "ACTIVE",
  licenseStatus: "ACTIVE",
  billingCycle: "Yearly",
  expires_in: 40,
};

async function measure(page: Page) {
  return page.evaluate((minPx) => {
    const tooSmall: string[] = [];
    for (const svg of document.querySelectorAll<SVGSVGElement>("svg[data-illustration]")) {
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const scale = svg.getScreenCTM()?.a ?? 1;
      for (const text of svg.querySelectorAll("text")) {
        const rendered = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
        if (rendered < minPx - 0.05) tooSmall.push(`"${text.textContent}" at ${rendered.toFixed(1)} px`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, tooSmall };
  }, MIN_ILLUSTRATION_TEXT_PX);
}

const paths = [...routes.map((route) => route.path), ...detailPages];

test.describe("phones: no sideways scrolling, readable illustrations", () => {
  for (const path of paths) {
    test(`${path} fits 320 and 375 px`, async ({ page }) => {
      if (path === `/${slug}-products`) {
        await page.addInitScript((record) => localStorage.setItem("login-user", JSON.stringify(record)), loginRecord);
      }
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-mounted", "true", { timeout: 20_000 });
        // Client-loaded content (catalogue, counts) changes the layout after mount.
        await page.waitForLoadState("networkidle");
        const { scrollWidth, tooSmall } = await measure(page);
        expect(scrollWidth, `${path} at ${width} px is ${scrollWidth} px wide`).toBeLessThanOrEqual(width);
        expect(tooSmall, `${path} at ${width} px: illustration text under 11 px`).toEqual([]);
      }
    });
  }
});
