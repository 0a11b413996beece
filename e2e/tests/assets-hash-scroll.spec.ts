import type { Page } from "@playwright/test";
import * as catalogue from "../support/assets-data";
import { slug } from "../support/site";
import { expect, test } from "../support/test";

const assetsPath = `/${slug}-assets`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(catalogue.quietPopups);
});

const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN, id);

/** Scroll positions after `action` for `ms`: one an animation frame and one a scroll event. */
async function scrollSamples(page: Page, action: () => Promise<void>, ms = 1500): Promise<number[]> {
  await page.evaluate((duration) => {
    const samples: number[] = [];
    (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
    const start = performance.now();
    const sample = () => samples.push(Math.round(window.scrollY));
    const tick = () => {
      sample();
      if (performance.now() - start < duration) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.addEventListener("scroll", sample, { passive: true });
  }, ms);
  await action();
  await page.waitForTimeout(ms + 100);
  return page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
}

const distinct = (samples: number[]) => new Set(samples).size;

/**
 * Where a section's top lands: just below the sticky header (64 px), at the
 * page's scroll-padding-top (5rem on <html>); sections add no scroll-margin
 * of their own, which once pushed them ~176 px down.
 */
const landed = { min: 60, max: 110 };

test.describe("assets page anchors (docs/product/pages-and-routes.md#hash-scroll)", () => {
  for (const id of ["platform_assets", "domain_assets", "template_store"]) {
    test(`loading #${id} lands on that section below the header`, async ({ page }) => {
      await page.goto(`${assetsPath}#${id}`);
      await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
      await expect.poll(() => topOf(page, id)).toBeGreaterThanOrEqual(landed.min);
      await expect.poll(() => topOf(page, id)).toBeLessThan(landed.max);
    });
  }

  test("loading with a hash scrolls there smoothly, from the top", async ({ page }) => {
    await page.addInitScript(() => {
      const samples: number[] = [];
      (window as unknown as { scrollSamples: number[] }).scrollSamples = samples;
      const start = performance.now();
      const tick = () => {
        samples.push(Math.round(window.scrollY));
        if (performance.now() - start < 4000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(`${assetsPath}#template_store`);
    await expect.poll(() => topOf(page, "template_store")).toBeLessThan(landed.max);
    await page.waitForTimeout(1000);
    const samples = await page.evaluate(() => (window as unknown as { scrollSamples: number[] }).scrollSamples);
    expect(samples[0]).toBe(0);
    expect(distinct(samples)).toBeGreaterThan(2);
  });

  test("a header menu link to an anchor scrolls smoothly when already on the page", async ({ page }) => {
    await page.goto(assetsPath);
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Products" }).hover();
    await page
      .getByRole("tablist", { name: "Products" })
      .getByRole("tab", { name: /Assets/ })
      .hover();
    const link = page.getByRole("tabpanel").getByRole("link", { name: "Template Store" });
    const samples = await scrollSamples(page, () => link.click());
    await expect(page).toHaveURL(/#template_store$/);
    expect(await topOf(page, "template_store")).toBeLessThan(landed.max);
    // A jump goes straight from start to end; a smooth scroll passes positions in between
    // (only a few when a busy machine drops frames, so any one is enough).
    expect(distinct(samples)).toBeGreaterThan(2);
  });

  test("with reduced motion the same link jumps instead", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(assetsPath);
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    const onThisPage = page.getByRole("navigation", { name: "On this page" });
    const samples = await scrollSamples(page, () => onThisPage.getByRole("link", { name: "Domain assets" }).click());
    await expect(page).toHaveURL(/#domain_assets$/);
    expect(await topOf(page, "domain_assets")).toBeLessThan(landed.max);
    expect(distinct(samples)).toBeLessThanOrEqual(2);
  });
});
