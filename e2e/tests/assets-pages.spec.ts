import * as catalogue from "../support/assets-data";
import { expectNoAxeViolations } from "../support/axe";
import { expect, test } from "../support/test";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(catalogue.quietPopups);
});

function nlpListPath(card: { id: string; title: string }) {
  return `/nlp's-list?${new URLSearchParams({ id: card.id, title: card.title })}`;
}

test.describe("catalogue pages", () => {
  test("an NLP card's list shows 10, Explore More NLP's shows all, View less NLP,s goes back", async ({
    page,
    request,
  }) => {
    const nlps = await catalogue.typeId(request, "Nlps");
    const big = (await catalogue.allCards(request, nlps)).find((card) => card.itemCount > 10);
    test.skip(!big, "no NLP card holds more than 10 NLPs");
    if (!big) return;
    await page.goto(nlpListPath(big));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(big.title);
    // The card's rating with its count of ratings (the sum of its NLPs').
    await expect(page.getByRole("img", { name: catalogue.ratingName(big) })).toHaveText(
      `${big.rating.toFixed(1)} out of 5 · ${catalogue.ratingCountText(big.ratingCount)}`,
    );
    const items = page.getByRole("article");
    await expect(items).toHaveCount(10);
    await page.getByRole("button", { name: "Explore More NLP's" }).click();
    await expect(items).toHaveCount(big.itemCount);
    await page.getByRole("button", { name: "View less NLP,s" }).click();
    await expect(items).toHaveCount(10);
    await expectNoAxeViolations(page);

    await items.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/nlp-description\?id=[a-z0-9-]+$/);
  });

  test("the NLP listing searches as you type (debounced), keeps the query in the URL and restores it", async ({
    page,
    request,
  }) => {
    const expected = await catalogue.searchNlps(request, "verify");
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/nlp's?key=all");
    await expect(page.getByRole("tabpanel").getByRole("article").first()).toBeVisible();
    const searches: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/v1/public/nlp-details/search")) searches.push(req.postData() ?? "");
    });
    const box = page.getByRole("searchbox", { name: "Search NLPs" });
    await box.pressSequentially("verify", { delay: 20 });
    await expect(page).toHaveURL(/\/nlp's\?key=all&q=verify$/);
    const results = page.getByRole("tabpanel").getByRole("article");
    await expect(results).toHaveCount(Math.min(expected.length, 10));
    await expect(results.first().getByRole("link")).toHaveText(expected[0]?.nlpName ?? "");
    await expect(
      page.getByText(`${expected.length} result${expected.length === 1 ? "" : "s"} for “verify”`),
    ).toBeVisible();
    // Debounced: fewer searches than keystrokes (one, unless the machine stalls between keys), the last for the whole word.
    expect(searches.length).toBeLessThan("verify".length);
    expect(searches.at(-1)).toBe(JSON.stringify({ key: "verify" }));
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search NLPs" })).toHaveValue("verify");
    await expect(results.first().getByRole("link")).toHaveText(expected[0]?.nlpName ?? "");

    await page.getByRole("tab", { name: "Android" }).click();
    await expect(page).toHaveURL(/\/nlp's\?key=android&q=verify$/);
    await expect(page.getByRole("tab", { selected: true })).toHaveText(["Android"]);
  });

  test("an NLP's description page shows description, scenarios, FAQs, rating, platforms and version", async ({
    page,
    request,
  }) => {
    const [first] = await catalogue.searchNlps(request, "click");
    expect(first).toBeDefined();
    const nlp = await catalogue.nlpDetail(request, first?._id ?? "");
    await page.goto(`/nlp-description?id=${nlp.nlpId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nlp.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Example scenarios" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: nlp.scenarios[0]?.title ?? "" })).toBeVisible();
    const faqs = page.locator("section", { has: page.getByRole("heading", { name: "Frequently asked questions" }) });
    await expect(faqs.getByRole("button", { name: nlp.faqs[0]?.question ?? "" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const glance = page.getByRole("complementary", { name: "At a glance" });
    await expect(glance.getByRole("img", { name: catalogue.ratingName(nlp) })).toHaveText(
      `${nlp.rating.toFixed(1)} out of 5 · ${catalogue.ratingCountText(nlp.ratingCount)}`,
    );
    for (const platform of ["Web", "Android", "iOS"]) {
      const supported = nlp.platforms.includes(platform);
      await expect(glance.locator(`li[data-supported="${supported}"]`, { hasText: platform })).toBeVisible();
    }
    await expect(glance.getByText(`Version ${nlp.sinceVersion}`)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a step group card lists its step groups and shows steps on demand", async ({ page, request }) => {
    const groups = await catalogue.typeId(request, "StepGroups");
    const [card] = await catalogue.allCards(request, groups);
    test.skip(!card, "no step group cards");
    await page.goto(`/stepgroup-list?id=${card?.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(card?.title ?? "");
    const first = page.getByRole("article").first();
    await first.getByRole("button", { name: "Show steps" }).click();
    await expect(
      first
        .getByRole("list", { name: /^Steps of / })
        .getByRole("link")
        .first(),
    ).toHaveAttribute("href", /\/nlp-description\?id=/);
    await expect(first.getByRole("button", { name: "Hide steps" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });

  test("the Excel NLPs show their own icon", async ({ page, request }) => {
    const nlps = await catalogue.typeId(request, "Nlps");
    const excel = (await catalogue.allCards(request, nlps)).find((card) => card.iconS3Path);
    test.skip(!excel, "no card names its own icon");
    await page.goto("/nlp's?key=all");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: excel?.title }) });
    const icon = card.locator("img");
    await expect(icon).toHaveAttribute("src", excel?.iconS3Path ?? "");
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});
