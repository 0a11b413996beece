import {
  ApiErrorSchema,
  AssetTypesResponseSchema,
  CategoryResponseSchema,
  MostUsedResponseSchema,
  PagedAssetListResponseSchema,
} from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "../seed/catalogue.js";
import { type AssetsTestApp, createAssetsTestApp } from "../test/assets-test-app.js";

let ctx: AssetsTestApp;
beforeAll(async () => {
  ctx = await createAssetsTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const search = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/v1/public/categories/search", payload: payload as object });

function expectBadRequest(response: Awaited<ReturnType<typeof get>>, field: string) {
  expect(response.statusCode).toBe(400);
  const body = ApiErrorSchema.parse(response.json());
  expect(body.message).toContain(field);
}

const nlpCardCount = catalogue.nlpCategories.length;

describe("GET /v1/public/assets-types", () => {
  it("lists the three asset types with their ids", async () => {
    const response = await get("/v1/public/assets-types");
    expect(response.statusCode).toBe(200);
    const body = AssetTypesResponseSchema.parse(response.json());
    expect(body.responseObject).toEqual([
      { id: "nlps", type: "Nlps" },
      { id: "elements", type: "Elements" },
      { id: "step-groups", type: "StepGroups" },
    ]);
  });
});

describe("GET /v1/public/categories/most-used", () => {
  it("answers a plain list of cards of every type, most used first", async () => {
    const response = await get("/v1/public/categories/most-used?page=0&size=16");
    const body = MostUsedResponseSchema.parse(response.json());
    expect(body.responseObject).toHaveLength(16);
    expect(body.responseObject[0]?.title).toBe("Mouse and click actions");
    const types = new Set(body.responseObject.map((item) => item.typeId));
    expect(types).toEqual(new Set(["nlps", "elements", "step-groups"]));
  });

  it("pages without repeating cards", async () => {
    const first = MostUsedResponseSchema.parse((await get("/v1/public/categories/most-used?page=0&size=5")).json());
    const second = MostUsedResponseSchema.parse((await get("/v1/public/categories/most-used?page=1&size=5")).json());
    const ids = [...first.responseObject, ...second.responseObject].map((item) => item.id);
    expect(new Set(ids).size).toBe(10);
  });

  it.each([
    ["size=0", "size"],
    ["size=1000", "size"],
    ["page=-1", "page"],
    ["page=100000", "page"],
    ["page=two", "page"],
    ["size=1.5", "size"],
  ])("rejects %s with a 400 naming the field", async (query, field) => {
    expectBadRequest(await get(`/v1/public/categories/most-used?${query}`), field);
  });
});

describe("GET /v1/public/categories/type", () => {
  it("answers the first page of NLP cards with paging facts", async () => {
    const response = await get("/v1/public/categories/type?typeId=nlps&page=0&size=10");
    const { responseObject: page } = PagedAssetListResponseSchema.parse(response.json());
    expect(page.content).toHaveLength(10);
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: nlpCardCount, last: false });
    expect(page.totalPages).toBe(Math.ceil(nlpCardCount / 10));
    expect(page.content.every((item) => item.typeId === "nlps" && item.itemCount > 0)).toBe(true);
  });

  it("defaults to page 0 and size 10, and marks the last page", async () => {
    const byDefault = PagedAssetListResponseSchema.parse((await get("/v1/public/categories/type?typeId=nlps")).json());
    expect(byDefault.responseObject).toMatchObject({ page: 0, size: 10 });
    const lastPage = Math.ceil(nlpCardCount / 10) - 1;
    const last = PagedAssetListResponseSchema.parse(
      (await get(`/v1/public/categories/type?typeId=nlps&page=${lastPage}&size=10`)).json(),
    );
    expect(last.responseObject.last).toBe(true);
    expect(last.responseObject.content).toHaveLength(nlpCardCount - lastPage * 10);
  });

  it("answers an empty last page past the end", async () => {
    const response = await get("/v1/public/categories/type?typeId=elements&page=50&size=10");
    const { responseObject: page } = PagedAssetListResponseSchema.parse(response.json());
    expect(page.content).toEqual([]);
    expect(page.last).toBe(true);
  });

  it("answers 400 without a typeId and 404 for an unknown one", async () => {
    expectBadRequest(await get("/v1/public/categories/type?page=0&size=10"), "typeId");
    expectBadRequest(await get("/v1/public/categories/type?typeId=NLPs!"), "typeId");
    const unknown = await get("/v1/public/categories/type?typeId=widgets");
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toContain("widgets");
  });
});

describe("GET /v1/public/categories/filter", () => {
  it.each(["Web", "Web_And_Mobile", "Android", "iOS"] as const)("answers only cards tagged %s", async (tag) => {
    const response = await get(`/v1/public/categories/filter?assetsTag=${tag}&page=0&size=100&typeId=nlps`);
    const { responseObject: page } = PagedAssetListResponseSchema.parse(response.json());
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((item) => item.assetsTags.includes(tag))).toBe(true);
    expect(page.totalElements).toBe(page.content.length);
  });

  it("leaves out cards without the tag", async () => {
    const response = await get("/v1/public/categories/filter?assetsTag=iOS&size=100&typeId=nlps");
    const titles = PagedAssetListResponseSchema.parse(response.json()).responseObject.content.map((item) => item.title);
    expect(titles).toContain("iOS-specific actions");
    expect(titles).not.toContain("Android-specific actions");
    expect(titles).not.toContain("Web tables");
  });

  it("rejects a missing or unknown tag", async () => {
    expectBadRequest(await get("/v1/public/categories/filter?typeId=nlps"), "assetsTag");
    expectBadRequest(await get("/v1/public/categories/filter?assetsTag=all&typeId=nlps"), "assetsTag");
    expectBadRequest(await get("/v1/public/categories/filter?assetsTag=web&typeId=nlps"), "assetsTag");
  });
});

describe("GET /v1/public/categories/{id}", () => {
  it("answers one card with its long description and type", async () => {
    const response = await get("/v1/public/categories/excel-data");
    const { responseObject: card } = CategoryResponseSchema.parse(response.json());
    expect(card).toMatchObject({ title: "Excel data", typeName: "Nlps", iconS3Path: "/assets-icons/excel.svg" });
    expect(card.description.length).toBeGreaterThan(card.shortDescription.length);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await get("/v1/public/categories/no-such-card");
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toBe('There is no asset category with id "no-such-card".');
    expectBadRequest(await get("/v1/public/categories/Not_An_Id"), "id");
  });
});

describe("POST /v1/public/categories/search", () => {
  it("finds cards by title, title-prefix matches first", async () => {
    const response = await search({ key: "excel" });
    expect(response.statusCode).toBe(200);
    const { responseObject: page } = PagedAssetListResponseSchema.parse(response.json());
    expect(page.content[0]?.title).toBe("Excel data");
  });

  it("finds cards by the names of the items inside them", async () => {
    const { responseObject: page } = PagedAssetListResponseSchema.parse(
      (await search({ key: "face id", size: 50 })).json(),
    );
    const titles = page.content.map((item) => item.title);
    expect(titles).toContain("iOS-specific actions");
    expect(titles).toContain("iOS app elements");
  });

  it("filters by type and tags, and pages", async () => {
    const byType = PagedAssetListResponseSchema.parse((await search({ key: "login", typeId: "step-groups" })).json());
    expect(byType.responseObject.content.length).toBeGreaterThan(0);
    expect(byType.responseObject.content.every((item) => item.typeId === "step-groups")).toBe(true);

    const byTag = PagedAssetListResponseSchema.parse(
      (await search({ key: "er", assetsTags: ["Android"], size: 100 })).json(),
    );
    expect(byTag.responseObject.content.every((item) => item.assetsTags.includes("Android"))).toBe(true);

    const paged = PagedAssetListResponseSchema.parse((await search({ key: "er", page: 1, size: 5 })).json());
    expect(paged.responseObject).toMatchObject({ page: 1, size: 5 });
    expect(paged.responseObject.content).toHaveLength(5);
  });

  it("matches % and _ literally", async () => {
    const { responseObject: page } = PagedAssetListResponseSchema.parse((await search({ key: "%_%" })).json());
    expect(page.content).toEqual([]);
  });

  it.each([
    [{}, "key"],
    [{ key: "   " }, "key"],
    [{ key: " e " }, "key"],
    [{ key: "x".repeat(101) }, "key"],
    [{ key: "click", size: 1000 }, "size"],
    [{ key: "click", page: -1 }, "page"],
    [{ key: "click", assetsTags: ["Mac"] }, "assetsTags"],
    [{ key: "click", assetsTags: ["Web", "Web"] }, "assetsTags"],
  ])("rejects %j with a 400", async (payload, field) => {
    expectBadRequest(await search(payload), field);
  });

  it("rejects malformed JSON and an unknown type", async () => {
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/v1/public/categories/search",
      headers: { "content-type": "application/json" },
      payload: '{"key": "click"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(malformed.json()).message).toBe("The request body is not valid JSON.");
    expect((await search({ key: "click", typeId: "widgets" })).statusCode).toBe(404);
  });
});
