import {
  type AssetTag,
  NlpSearchResponseSchema,
  nlpSearchLimit,
  PagedAssetListResponseSchema,
} from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetsRepository } from "./assets-repository.js";
import { CatalogueSearchIndex, indexable } from "./search-index.js";
import { assetTypeIds, catalogue } from "./seed/catalogue.js";
import { type AssetsTestApp, createAssetsTestApp } from "./test/assets-test-app.js";

/**
 * Keys a visitor might type: pieces of the catalogue's own words (every
 * seventh, so the sample spans the whole catalogue), whole names in another
 * case, and keys with LIKE's special characters, which must match literally.
 */
function sampleKeys() {
  const names = [
    ...catalogue.nlpCategories.flatMap((category) => [category.title, ...category.nlps.map((nlp) => nlp.name)]),
    ...catalogue.elementCategories.flatMap((category) => category.elements.map((element) => element.name)),
    ...catalogue.stepGroupCategories.flatMap((category) => category.stepGroups.map((group) => group.name)),
  ];
  const pieces = new Set<string>();
  for (const name of names) {
    for (const word of name.split(/\s+/)) if (word.length >= 3) pieces.add(word.slice(0, 3 + (word.length % 4)));
  }
  const spread = [...pieces].filter((_, index) => index % 7 === 0).slice(0, 60);
  return [
    ...spread,
    names[0]?.toUpperCase() ?? "CLICK",
    names[names.length - 1] ?? "step",
    "click on",
    "60%",
    "a_b",
    "%_",
    "\\",
    "e",
    "no such words at all",
  ];
}

const tagFilters: (AssetTag[] | undefined)[] = [undefined, ["iOS"], ["Web", "Android"]];
const typeIds = [undefined, assetTypeIds.Nlps, assetTypeIds.Elements, assetTypeIds.StepGroups];

describe("the catalogue's search index", () => {
  let ctx: AssetsTestApp;
  beforeAll(async () => {
    ctx = await createAssetsTestApp();
  });
  afterAll(() => ctx.close());

  it("answers exactly as the SQL query does, key by key, with tags, types and pages", async () => {
    const index = new CatalogueSearchIndex(ctx.database.db);
    const repository = createAssetsRepository(ctx.database.db);
    try {
      const keys = sampleKeys();
      let nlpMatches = 0;
      let cardMatches = 0;
      for (const [position, key] of keys.entries()) {
        const tags = tagFilters[position % tagFilters.length];
        const typeId = typeIds[position % typeIds.length];
        const paging = position % 2 ? { page: 0, size: 16 } : { page: 1, size: 5 };

        const fromSql = await repository.searchNlps({ key, tags }, nlpSearchLimit);
        const fromIndex = await index.searchNlps({ key, tags }, nlpSearchLimit);
        expect(fromIndex, `NLPs for "${key}" ${tags ?? ""}`).toEqual(fromSql);

        const categoriesFromSql = await repository.searchCategories({ key, typeId, tags }, paging);
        const categoriesFromIndex = await index.searchCategories({ key, typeId, tags }, paging);
        expect(categoriesFromIndex, `categories for "${key}" ${typeId ?? ""} ${tags ?? ""}`).toEqual(categoriesFromSql);
        if (fromSql.length > 0) nlpMatches++;
        if (categoriesFromSql.total > 0) cardMatches++;
      }
      // The sample must exercise matches, not only empty answers.
      expect(nlpMatches).toBeGreaterThan(keys.length / 3);
      expect(cardMatches).toBeGreaterThan(keys.length / 3);
    } finally {
      index.dispose();
    }
  });

  it("leaves keys outside ASCII to the SQL query, whose case folding is the database's", () => {
    expect(indexable("Click on element")).toBe(true);
    expect(indexable("60% _x\\")).toBe(true);
    expect(indexable("Größe")).toBe(false);
    expect(indexable("İstanbul")).toBe(false);
  });
});

describe("the index after a re-seed", () => {
  let late: AssetsTestApp;
  beforeAll(async () => {
    late = await createAssetsTestApp({ seeded: false });
  });
  afterAll(() => late.close());

  const search = (url: string, payload: object) => late.app.inject({ method: "POST", url, payload });

  it("is rebuilt when the catalogue is seeded, and answers from the new catalogue", async () => {
    const nlpsBefore = await search("/v1/public/nlp-details/search", { key: "click" });
    expect(NlpSearchResponseSchema.parse(nlpsBefore.json()).responseObject).toEqual([]);
    const cardsBefore = await search("/v1/public/categories/search", { key: "click" });
    expect(PagedAssetListResponseSchema.parse(cardsBefore.json()).responseObject.totalElements).toBe(0);

    expect(await late.runSeed()).toEqual(["assets-catalogue-v1"]);

    const repository = createAssetsRepository(late.database.db);
    const nlps = NlpSearchResponseSchema.parse(
      (await search("/v1/public/nlp-details/search", { key: "click" })).json(),
    ).responseObject;
    const expected = await repository.searchNlps({ key: "click" }, nlpSearchLimit);
    expect(nlps.map((nlp) => nlp._id)).toEqual(expected.map((row) => row.id));
    expect(nlps.length).toBeGreaterThan(0);

    const cards = PagedAssetListResponseSchema.parse(
      (await search("/v1/public/categories/search", { key: "click" })).json(),
    ).responseObject;
    const expectedCards = await repository.searchCategories({ key: "click" }, { page: 0, size: 20 });
    expect(cards.totalElements).toBe(expectedCards.total);
    expect(cards.totalElements).toBeGreaterThan(0);
  });
});
