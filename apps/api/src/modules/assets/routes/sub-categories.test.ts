import {
  ApiErrorSchema,
  AssetDetailResponseSchema,
  ElementDetailSchema,
  NlpDetailByIdSchema,
  ShortDescriptionResponseSchema,
  StepGroupDetailSchema,
  SubCategoriesByTitleResponseSchema,
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
const query = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe("GET /v1/public/sub-categories/by-title", () => {
  it("answers the NLPs of an NLP card, in catalogue order", async () => {
    const response = await get(`/v1/public/sub-categories/by-title?${query({ title: "Excel data", typeId: "nlps" })}`);
    const { responseObject: items } = SubCategoriesByTitleResponseSchema.parse(response.json());
    const source = catalogue.nlpCategories.find((category) => category.title === "Excel data");
    expect(items.map((item) => (item.kind === "nlp" ? item.nlpName : ""))).toEqual(source?.nlps.map((nlp) => nlp.name));
    expect(items[0]).toMatchObject({ kind: "nlp", _id: "read-cell-value-from-excel-sheet" });
  });

  it("matches the title ignoring case and surrounding spaces", async () => {
    const response = await get(
      `/v1/public/sub-categories/by-title?${query({ title: "  mouse AND click actions ", typeId: "nlps" })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(SubCategoriesByTitleResponseSchema.parse(response.json()).responseObject.length).toBeGreaterThan(20);
  });

  it("answers elements and step groups for those types", async () => {
    const elements = SubCategoriesByTitleResponseSchema.parse(
      (
        await get(`/v1/public/sub-categories/by-title?${query({ title: "Login page elements", typeId: "elements" })}`)
      ).json(),
    ).responseObject;
    expect(elements.every((item) => item.kind === "element" && item.platform === "Web")).toBe(true);
    expect(elements.map((item) => (item.kind === "element" ? item.name : ""))).toContain("Sign in button");

    const groups = SubCategoriesByTitleResponseSchema.parse(
      (
        await get(`/v1/public/sub-categories/by-title?${query({ title: "Checkout flows", typeId: "step-groups" })}`)
      ).json(),
    ).responseObject;
    expect(groups.length).toBeGreaterThan(0);
    for (const item of groups) {
      expect(item.kind).toBe("stepGroup");
      if (item.kind === "stepGroup") expect(item.stepCount).toBeGreaterThanOrEqual(3);
    }
  });

  it("answers 404 for a title of another type or no card, 400 without a title", async () => {
    const otherType = await get(
      `/v1/public/sub-categories/by-title?${query({ title: "Excel data", typeId: "elements" })}`,
    );
    expect(otherType.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(otherType.json()).message).toBe('There is no Elements category titled "Excel data".');
    expect(
      (await get(`/v1/public/sub-categories/by-title?${query({ title: "Nothing", typeId: "nlps" })}`)).statusCode,
    ).toBe(404);
    const missing = await get("/v1/public/sub-categories/by-title?typeId=nlps");
    expect(missing.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(missing.json()).message).toContain("title");
  });
});

describe("GET /v1/public/sub-categories/short-description", () => {
  it("answers a card's id, title and one-line description", async () => {
    const response = await get(
      `/v1/public/sub-categories/short-description?${query({ title: "Web tables", typeId: "nlps" })}`,
    );
    const { responseObject } = ShortDescriptionResponseSchema.parse(response.json());
    expect(responseObject).toEqual({
      id: "web-tables",
      title: "Web tables",
      shortDescription: "Read, check and click the cells of tables and data grids.",
    });
  });

  it("answers 404 for an unknown title and 400 for a bad typeId", async () => {
    expect(
      (await get(`/v1/public/sub-categories/short-description?${query({ title: "Nope", typeId: "nlps" })}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/v1/public/sub-categories/short-description?${query({ title: "Web tables", typeId: "" })}`))
        .statusCode,
    ).toBe(400);
  });
});

describe("GET /v1/public/details/by-id", () => {
  it("answers an element with its locators", async () => {
    const response = await get("/v1/public/details/by-id?id=web-login-page-sign-in-button&type=Elements");
    const { responseObject } = AssetDetailResponseSchema.parse(response.json());
    const element = ElementDetailSchema.parse(responseObject);
    expect(element).toMatchObject({ name: "Sign in button", page: "Login page", platform: "Web" });
    expect(element.locators).toContainEqual({ strategy: "id", value: "login-submit" });
    expect(element.locators).toContainEqual({ strategy: "xpath", value: "//button[normalize-space()='Sign in']" });
    expect(element.category).toEqual({ id: "login-page-elements", title: "Login page elements" });
  });

  it("answers a step group with its steps in order, each a real NLP", async () => {
    const response = await get("/v1/public/details/by-id?id=login-with-valid-credentials&type=StepGroups");
    const group = StepGroupDetailSchema.parse(AssetDetailResponseSchema.parse(response.json()).responseObject);
    expect(group.steps.map((step) => step.order)).toEqual(group.steps.map((_, index) => index + 1));
    expect(group.steps[0]).toMatchObject({ nlpId: "navigate-to-url", nlpName: "Navigate to URL" });
    expect(group.steps[0]?.inputs).toEqual([{ name: "url", value: "https://demo.ignitest.example/login" }]);
    for (const step of group.steps) {
      const nlp = await get(`/v1/public/nlp-details?nlpId=${step.nlpId}`);
      expect(nlp.statusCode, step.nlpName).toBe(200);
    }
  });

  it("answers an NLP with its full record", async () => {
    const response = await get("/v1/public/details/by-id?id=tap-on-element&type=Nlps");
    const nlp = NlpDetailByIdSchema.parse(AssetDetailResponseSchema.parse(response.json()).responseObject);
    expect(nlp).toMatchObject({ type: "Nlps", title: "Tap on element", platforms: ["Android", "iOS"] });
    expect(nlp.description).toBeDefined();
  });

  it.each([
    ["id=web-login-page-sign-in-button&type=StepGroups", 404],
    ["id=no-such-thing&type=Elements", 404],
    ["id=no-such-thing&type=Nlps", 404],
    ["id=tap-on-element&type=Widgets", 400],
    ["id=tap-on-element", 400],
    ["type=Nlps", 400],
  ])("answers %s with %i", async (search, status) => {
    const response = await get(`/v1/public/details/by-id?${search}`);
    expect(response.statusCode).toBe(status);
    expect(ApiErrorSchema.parse(response.json()).statusCode).toBe(status);
  });
});
