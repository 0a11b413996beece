import type { Page } from "@playwright/test";
import * as catalogue from "../support/assets-data";
import { expectNoAxeViolations } from "../support/axe";
import { slug } from "../support/site";
import { expect, test } from "../support/test";

const assetsPath = `/${slug}-assets`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(catalogue.quietPopups);
});

/** The positions of the carousel slides wholly inside the carousel's viewport (horizontally). */
async function slideIndexesInView(page: Page, listName: string): Promise<number[]> {
  const list = page.getByRole("list", { name: listName });
  return list.evaluate((element) => {
    const view = (element.parentElement as HTMLElement).getBoundingClientRect();
    // Each slide's padding is the gutter; its card column is what the visitor sees.
    return [...element.children].flatMap((slide, index) => {
      const box = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return box.left >= view.left - 2 && box.right <= view.right + 2 ? [index] : [];
    });
  });
}

async function slidesInView(page: Page, listName: string): Promise<number> {
  return (await slideIndexesInView(page, listName)).length;
}

/** Where a visitor on a small screen meets the catalogue: several screens down, where its cards load. */
async function scrollToCatalogue(page: Page) {
  await page.locator("#catalogue").scrollIntoViewIfNeeded();
}

test.describe("assets home: the catalogue on the assets page", () => {
  test("Most Used carousel: two cards a slide, 4 slides a view, Previous disabled first and Next last", async ({
    page,
    request,
  }) => {
    const [items, content] = await Promise.all([catalogue.mostUsed(request), catalogue.webSite(request)]);
    await page.goto(assetsPath);
    const carousel = page.getByRole("region", { name: content.mostUsedHeader });
    const slides = carousel.getByRole("list", { name: content.mostUsedHeader }).locator(":scope > li");
    await expect(slides).toHaveCount(Math.ceil(items.length / 2));
    await expect(slides.first().getByRole("article")).toHaveCount(2);
    await expect(carousel.getByRole("heading", { level: 3 }).first()).toHaveText(items[0]?.title ?? "");
    // A card's rating comes with its count of ratings: "4.5 (1,284)".
    const first = items[0];
    if (first) {
      await expect(slides.first().getByRole("img", { name: catalogue.ratingName(first) })).toHaveText(
        `${first.rating.toFixed(1)} (${new Intl.NumberFormat("en-US").format(first.ratingCount)})`,
      );
    }

    const previous = carousel.getByRole("button", { name: "Previous" });
    const next = carousel.getByRole("button", { name: "Next" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    expect(await slidesInView(page, content.mostUsedHeader)).toBe(4);

    const clicks = (await slides.count()) - 4;
    for (let click = 0; click < clicks; click++) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(previous).toBeEnabled();
    }
    await expect(next).toBeDisabled();
    const count = await slides.count();
    await expect
      .poll(() => slideIndexesInView(page, content.mostUsedHeader))
      .toEqual([0, 1, 2, 3].map((i) => count - 4 + i));
    for (let click = 0; click < clicks; click++) await previous.click();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
  });

  test("a carousel move takes about 500 ms", async ({ page, request }) => {
    const content = await catalogue.webSite(request);
    await page.goto(assetsPath);
    const list = page.getByRole("list", { name: content.mostUsedHeader });
    await expect(list.locator(":scope > li").first()).toBeVisible();
    const settledAfter = await list.evaluate(async (track) => {
      const region = track.closest("section") as HTMLElement;
      const next = region.querySelector('button[aria-label="Next"]') as HTMLButtonElement;
      const offset = () => new DOMMatrix(getComputedStyle(track).transform).m41;
      const start = performance.now();
      next.click();
      const samples: [number, number][] = [];
      while (performance.now() - start < 1500) {
        await new Promise(requestAnimationFrame);
        samples.push([performance.now() - start, offset()]);
      }
      const final = samples.at(-1)?.[1] ?? 0;
      const moved = Math.abs(final - (samples[0]?.[1] ?? 0));
      // The time the track first comes within 1 % of the distance of where it stops.
      return samples.find(([, x]) => Math.abs(final - x) <= moved * 0.01)?.[0] ?? Number.NaN;
    });
    expect(settledAfter).toBeGreaterThan(300);
    expect(settledAfter).toBeLessThan(750);
  });

  for (const [width, perView] of [
    [1100, 4],
    [1000, 3],
    [590, 2],
    [470, 1],
  ] as const) {
    test(`the carousel shows ${perView} slide(s) a view at ${width} px`, async ({ page, request }) => {
      const content = await catalogue.webSite(request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(assetsPath);
      await scrollToCatalogue(page);
      await expect(
        page.getByRole("list", { name: content.mostUsedHeader }).locator(":scope > li").first(),
      ).toBeVisible();
      await expect.poll(() => slidesInView(page, content.mostUsedHeader)).toBe(perView);
    });
  }

  test("on a phone the carousel shows one slide a view and nothing scrolls sideways @mobile", async ({
    page,
    request,
  }) => {
    const content = await catalogue.webSite(request);
    await page.goto(assetsPath);
    await scrollToCatalogue(page);
    const list = page.getByRole("list", { name: content.mostUsedHeader });
    await expect(list.locator(":scope > li").first()).toBeVisible();
    await expect.poll(() => slidesInView(page, content.mostUsedHeader)).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("on a phone the catalogue's cards load when the visitor scrolls near them, not with the page @mobile", async ({
    page,
    request,
  }) => {
    const content = await catalogue.webSite(request);
    const cardCalls: string[] = [];
    // The carousel's and the sections' lists; the banner's NLP count (size=100) is asked for at once.
    page.on("request", (sent) => {
      if (/\/v1\/public\/categories\/(most-used\?|type\?.*size=10(&|$))/.test(sent.url())) cardCalls.push(sent.url());
    });
    await page.goto(assetsPath);
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true");
    await expect(page.getByRole("heading", { name: content.mostUsedHeader })).toBeAttached();
    expect(cardCalls).toEqual([]);
    await scrollToCatalogue(page);
    const list = page.getByRole("list", { name: content.mostUsedHeader });
    await expect(list.locator(":scope > li").first()).toBeVisible();
    expect(cardCalls.length).toBeGreaterThan(0);
  });

  test("filter tabs: exactly one active, All items first; choosing one reloads the list and the View All target", async ({
    page,
    request,
  }) => {
    const [nlps, content] = await Promise.all([catalogue.typeId(request, "Nlps"), catalogue.webSite(request)]);
    const [all, android] = await Promise.all([
      catalogue.sectionList(request, nlps),
      catalogue.sectionList(request, nlps, "Android"),
    ]);
    await page.goto(assetsPath);
    const section = page.getByRole("region", { name: content.nlpHeader });
    await expect(section.getByRole("tab")).toHaveText(["All items", "Web", "Web & Mobile", "Android", "iOS"]);
    await expect(section.getByRole("tab", { selected: true })).toHaveText(["All items"]);
    await expect(section.getByRole("article")).toHaveCount(Math.min(all.length, 7));
    const viewAll = section.getByRole("link", { name: "View All NLPs" });
    await expect(viewAll).toHaveCount(all.length > 7 ? 1 : 0);
    if (all.length > 7) await expect(viewAll).toHaveAttribute("href", "/nlp's?key=all");

    const reload = page.waitForResponse(
      (response) =>
        response.url().includes("/v1/public/categories/filter") &&
        response.url().includes("assetsTag=Android") &&
        response.url().includes(`typeId=${nlps}`),
    );
    await section.getByRole("tab", { name: "Android" }).click();
    await reload;
    await expect(section.getByRole("tab", { selected: true })).toHaveText(["Android"]);
    await expect(section.getByRole("article")).toHaveCount(Math.min(android.length, 7));
    await expect(section.getByRole("heading", { level: 3 }).first()).toHaveText(android[0]?.title ?? "");
    await expect(viewAll).toHaveCount(android.length > 7 ? 1 : 0);
    if (android.length > 7) await expect(viewAll).toHaveAttribute("href", "/nlp's?key=android");
  });

  test("View All leads to the listing of that type and tab", async ({ page, request }) => {
    const [nlps, content] = await Promise.all([catalogue.typeId(request, "Nlps"), catalogue.webSite(request)]);
    const every = await catalogue.allCards(request, nlps);
    test.skip(every.length <= 7, "the seeded catalogue has 7 NLP cards or fewer");
    await page.goto(assetsPath);
    await page.getByRole("region", { name: content.nlpHeader }).getByRole("link", { name: "View All NLPs" }).click();
    await expect(page).toHaveURL(/\/nlp's\?key=all$/);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(["All items"]);
    await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(every.length);
  });

  test("cards route by typeId against the assets-type list in local storage", async ({ page, request }) => {
    const [types, content] = await Promise.all([catalogue.assetTypes(request), catalogue.webSite(request)]);
    await page.goto(assetsPath);
    const nlpSection = page.getByRole("region", { name: content.nlpHeader });
    const firstNlp = nlpSection.getByRole("heading", { level: 3 }).first();
    await expect(firstNlp).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("assets-type"))) ?? "null")).toEqual(types);

    const title = (await firstNlp.textContent()) ?? "";
    await firstNlp.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const nlpUrl = new URL(page.url());
    expect(decodeURIComponent(nlpUrl.pathname)).toBe("/nlp's-list");
    expect(nlpUrl.searchParams.get("title")).toBe(title);
    expect(nlpUrl.searchParams.get("id")).toMatch(/^[a-z0-9-]+$/);

    for (const [header, path] of [
      [content.stepGrupHeader, "/stepgroup-list"],
      [content.elemntsHeader, "/elements-list"],
    ] as const) {
      await page.goto(assetsPath);
      const card = page.getByRole("region", { name: header }).getByRole("heading", { level: 3 }).first();
      await expect(card).toBeVisible();
      const cardTitle = (await card.textContent()) ?? "";
      await card.getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?id=[a-z0-9-]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(cardTitle);
      await expect(page.getByRole("article").first()).toBeVisible();
    }
  });

  test("skeletons show while a list loads, then the cards", async ({ page, request }) => {
    const content = await catalogue.webSite(request);
    // The real answer, held back a moment so the loading state can be seen.
    await page.route("**/v1/public/categories/type?**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.goto(assetsPath);
    const section = page.getByRole("region", { name: content.nlpHeader });
    await expect(section.getByRole("status")).toHaveText("Loading NLPs");
    await expect(section.getByRole("article").first()).toBeVisible();
    await expect(section.getByRole("status")).toHaveCount(0);
  });

  test("the claim of over 700 predefined NLPs is shown with the live count", async ({ page, request }) => {
    const nlps = await catalogue.typeId(request, "Nlps");
    const total = (await catalogue.allCards(request, nlps)).reduce((sum, card) => sum + card.itemCount, 0);
    expect(total).toBeGreaterThan(700);
    await page.goto(assetsPath);
    await expect(page.getByText("Over 700 predefined NLPs", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Live count: ${total.toLocaleString("en-US")} predefined NLPs`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Schedule a Demo" }).first()).toHaveAttribute("href", "/schedule-demo");
  });

  test("the loaded page passes axe", async ({ page, request }) => {
    const content = await catalogue.webSite(request);
    await page.goto(assetsPath);
    await expect(page.getByRole("region", { name: content.elemntsHeader }).getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("list", { name: content.mostUsedHeader })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
