import {
  AssetDetailResponseSchema,
  CategoryResponseSchema,
  MostUsedResponseSchema,
  NlpDetailResponseSchema,
  NlpSearchResponseSchema,
  PagedAssetListResponseSchema,
  SubCategoriesByTitleResponseSchema,
} from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetCategories, nlps } from "../../../db/schema/index.js";
import { seed } from "../../../db/seed.js";
import { catalogue } from "../seed/catalogue.js";
import { ratingCountsSeedSet } from "../seed/rating-counts-seed-set.js";
import { type AssetsTestApp, createAssetsTestApp } from "../test/assets-test-app.js";

/** Every rating the API answers comes with how many ratings it is the mean of (issue 18, item 6). */
let ctx: AssetsTestApp;
beforeAll(async () => {
  ctx = await createAssetsTestApp();
});
afterAll(() => ctx.close());

const getJson = async (url: string) => (await ctx.app.inject({ method: "GET", url })).json();
const post = async (url: string, payload: object) => (await ctx.app.inject({ method: "POST", url, payload })).json();

const mouse = catalogue.nlpCategories.find((category) => category.id === "mouse-and-click-actions");
const clickOnElement = mouse?.nlps.find((nlp) => nlp.id === "click-on-element");
const loginElements = catalogue.elementCategories.find((category) => category.id === "login-page-elements");

/** As the card should read: the sum of the NLPs' counts, and their mean weighted by count to the half star. */
function expectedNlpCard(id: string) {
  const card = catalogue.nlpCategories.find((category) => category.id === id);
  const items = card?.nlps ?? [];
  const ratingCount = items.reduce((sum, nlp) => sum + nlp.ratingCount, 0);
  const weighted = items.reduce((sum, nlp) => sum + nlp.rating * nlp.ratingCount, 0) / ratingCount;
  return { ratingCount, rating: Math.round(weighted * 2) / 2 };
}

describe("rating counts", () => {
  it("the catalogue gives every NLP and card a count of at least one", () => {
    expect(clickOnElement?.ratingCount).toBeGreaterThanOrEqual(1);
    expect(loginElements?.ratingCount).toBeGreaterThanOrEqual(1);
  });

  it("an NLP card's count is the sum of its NLPs' and its rating their mean weighted by count", async () => {
    const { responseObject: card } = CategoryResponseSchema.parse(
      await getJson("/v1/public/categories/mouse-and-click-actions"),
    );
    expect(card).toMatchObject(expectedNlpCard("mouse-and-click-actions"));
    // The weighting shows where it differs from the plain mean (a card whose popular NLPs rate otherwise).
    const differs = catalogue.nlpCategories.find((category) => {
      const plain = category.nlps.reduce((sum, nlp) => sum + nlp.rating, 0) / category.nlps.length;
      return Math.round(plain * 2) / 2 !== expectedNlpCard(category.id).rating;
    });
    expect(differs, "a card whose weighted and plain means differ").toBeDefined();
    const { responseObject: other } = CategoryResponseSchema.parse(
      await getJson(`/v1/public/categories/${differs?.id}`),
    );
    expect(other).toMatchObject(expectedNlpCard(differs?.id ?? ""));
  });

  it("an element or step-group card answers the count its file gives", async () => {
    const { responseObject: card } = CategoryResponseSchema.parse(
      await getJson("/v1/public/categories/login-page-elements"),
    );
    expect(card).toMatchObject({ rating: loginElements?.rating, ratingCount: loginElements?.ratingCount });
  });

  it("list answers carry the count: most used, by type, search", async () => {
    const mostUsed = MostUsedResponseSchema.parse(await getJson("/v1/public/categories/most-used?page=0&size=16"));
    expect(mostUsed.responseObject.find((card) => card.id === "mouse-and-click-actions")?.ratingCount).toBe(
      expectedNlpCard("mouse-and-click-actions").ratingCount,
    );
    const byType = PagedAssetListResponseSchema.parse(
      await getJson("/v1/public/categories/type?typeId=elements&page=0&size=50"),
    );
    expect(byType.responseObject.content.find((card) => card.id === "login-page-elements")?.ratingCount).toBe(
      loginElements?.ratingCount,
    );
    const found = PagedAssetListResponseSchema.parse(
      await post("/v1/public/categories/search", { key: "mouse and click" }),
    );
    expect(found.responseObject.content[0]).toMatchObject({
      id: "mouse-and-click-actions",
      ...expectedNlpCard("mouse-and-click-actions"),
    });
  });

  it("NLP items and details carry the NLP's own count", async () => {
    const items = SubCategoriesByTitleResponseSchema.parse(
      await getJson("/v1/public/sub-categories/by-title?title=Mouse%20and%20click%20actions&typeId=nlps"),
    );
    expect(items.responseObject.find((item) => item._id === "click-on-element")).toMatchObject({
      rating: clickOnElement?.rating,
      ratingCount: clickOnElement?.ratingCount,
    });
    const found = NlpSearchResponseSchema.parse(
      await post("/v1/public/nlp-details/search", { key: "click on element" }),
    );
    expect(found.responseObject.find((item) => item._id === "click-on-element")?.ratingCount).toBe(
      clickOnElement?.ratingCount,
    );
    const detail = NlpDetailResponseSchema.parse(await getJson("/v1/public/nlp-details?nlpId=click-on-element"));
    expect(detail.responseObject.ratingCount).toBe(clickOnElement?.ratingCount);
    const byId = AssetDetailResponseSchema.parse(
      await getJson("/v1/public/details/by-id?id=click-on-element&type=Nlps"),
    );
    expect(byId.responseObject.type === "Nlps" && byId.responseObject.ratingCount).toBe(clickOnElement?.ratingCount);
  });
});

describe("a database seeded before counts were recorded", () => {
  it("gets its counts, and its NLP cards' weighted ratings, once on the next start", async () => {
    const old = await createAssetsTestApp();
    try {
      const db = old.database.db;
      // What migration 0005 leaves on a populated database: every count at its default.
      await db.update(nlps).set({ ratingCount: 0 });
      await db.update(assetCategories).set({ ratingCount: 0, rating: 3 });
      expect(await seed(db, [ratingCountsSeedSet])).toEqual(["assets-rating-counts-v1"]);
      const card = CategoryResponseSchema.parse(
        (await old.app.inject({ method: "GET", url: "/v1/public/categories/mouse-and-click-actions" })).json(),
      );
      expect(card.responseObject).toMatchObject(expectedNlpCard("mouse-and-click-actions"));
      const elements = CategoryResponseSchema.parse(
        (await old.app.inject({ method: "GET", url: "/v1/public/categories/login-page-elements" })).json(),
      );
      expect(elements.responseObject.ratingCount).toBe(loginElements?.ratingCount);
      const rows = await db.select({ ratingCount: nlps.ratingCount }).from(nlps);
      expect(rows.filter((row) => row.ratingCount === 0)).toEqual([]);
    } finally {
      await old.close();
    }
  });
});
