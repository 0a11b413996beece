import type { Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated";
import { expect, test } from "../support/test";

/**
 * The typeface (docs/design-system.md#typeface, docs/decisions/103-typeface.md, amended): every page
 * preloads Inter cut to the site's characters and declares it in its own <head>; text is drawn in it, a
 * character outside it in a fallback face, and nothing more is fetched.
 */

/** The fonts Chromium drew an element's text with, as "Family (web)" or "Family (local)". */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map(({ familyName, isCustomFont }) => `${familyName} (${isCustomFont ? "web" : "local"})`).sort();
  } finally {
    await cdp.detach();
  }
}

/**
 * Opens `path` with the font in the browser's cache, as on a visitor's second page: `font-display: optional`
 * keeps the fallback for a page whose font came late, which a busy test machine could make happen.
 */
async function gotoWithFontCached(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mounted", "true", { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** The font files the page requests, as paths. */
function fontRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".woff2")) requested.push(url.pathname);
  });
  return requested;
}

/** What the page's <head> says about the typeface: the preload's file and the inline faces naming it. */
function typefaceInHead(page: Page) {
  return page.evaluate(() => {
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
    const faces = [...document.head.querySelectorAll("style")].filter((style) =>
      style.textContent?.includes('font-family:"Inter Variable"'),
    );
    return {
      preloads: preloads.map((link) => new URL(link.href).pathname),
      faces: faces.map((style) => /src:url\(([^)]+)\)/.exec(style.textContent ?? "")?.[1]),
    };
  });
}

test.describe("typeface", () => {
  test("pages are drawn in Inter from the one cut file they preload, across a client-side navigation", async ({
    page,
  }) => {
    const requested = fontRequests(page);
    await gotoWithFontCached(page, "/");
    const head = await typefaceInHead(page);
    expect(head.preloads).toHaveLength(1);
    const [file] = head.preloads;
    expect(file).toMatch(/^\/assets\/inter-[\w-]+\.woff2$/);
    expect(head.faces).toEqual([file]);
    expect(new Set(requested)).toEqual(new Set([file]));
    expect(await drawnWith(page, "h1")).toEqual(["Inter (web)"]);

    // The footer's link is followed by the router: the head keeps the face React did not render.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('footer a[href="/contactus"]').click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole("heading", { level: 1, name: "Talk to the Ignitest team" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(await typefaceInHead(page)).toEqual(head);
    expect(await drawnWith(page, "h1")).toEqual(["Inter (web)"]);
    expect(new Set(requested)).toEqual(new Set([file]));
  });

  test("a character outside the cut file is drawn by a fallback face, and no other font is fetched", async ({
    page,
  }) => {
    const requested = fontRequests(page);
    await gotoWithFontCached(page, "/contactus");
    const name = page.getByLabel("Full name");
    await name.fill("Ωμέγα Журавлёв Smith");
    await expect(name).toHaveValue("Ωμέγα Журавлёв Smith");
    const id = await name.getAttribute("id");
    const fonts = await drawnWith(page, `[id="${id}"]`);
    // "Smith" in Inter; the Greek and Cyrillic letters, which the file does not have, in a system face.
    expect(fonts).toContain("Inter (web)");
    expect(fonts.filter((font) => font.endsWith("(local)")).length).toBeGreaterThan(0);
    const [file] = (await typefaceInHead(page)).preloads;
    expect(new Set(requested)).toEqual(new Set([file]));
  });
});
