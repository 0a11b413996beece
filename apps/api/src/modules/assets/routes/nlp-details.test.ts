import {
  ApiErrorSchema,
  NlpDetailResponseSchema,
  NlpFaqsResponseSchema,
  NlpScenariosResponseSchema,
  NlpSearchResponseSchema,
  nlpSearchLimit,
  WebSiteResponseSchema,
} from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AssetsTestApp, createAssetsTestApp } from "../test/assets-test-app.js";

let ctx: AssetsTestApp;
beforeAll(async () => {
  ctx = await createAssetsTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: "GET", url });
const searchNlps = (payload: unknown) =>
  ctx.app.inject({ method: "POST", url: "/v1/public/nlp-details/search", payload: payload as object });
const title = (name: string) => encodeURIComponent(name);

describe("GET /v1/public/nlp-details", () => {
  it("answers the full record, with the long description when asked for", async () => {
    const response = await get("/v1/public/nlp-details?nlpId=read-cell-value-from-excel-sheet&description=true");
    const { responseObject: nlp } = NlpDetailResponseSchema.parse(response.json());
    expect(nlp).toMatchObject({
      title: "Read cell value from Excel sheet",
      platforms: ["Web", "Android", "iOS"],
      sinceVersion: "1.0",
      category: { id: "excel-data", title: "Excel data" },
    });
    expect(nlp.description).toMatch(/^Reads one cell/);
    expect(nlp.inputs.map((input) => input.name)).toEqual(["file", "sheet", "cell", "variable"]);
    expect(nlp.scenarios.length).toBeGreaterThanOrEqual(2);
    expect(nlp.faqs.length).toBeGreaterThanOrEqual(2);
  });

  it("leaves the long description out unless description=true", async () => {
    for (const url of [
      "/v1/public/nlp-details?nlpId=click-on-element",
      "/v1/public/nlp-details?nlpId=click-on-element&description=false",
    ]) {
      const { responseObject: nlp } = NlpDetailResponseSchema.parse((await get(url)).json());
      expect(nlp.description).toBeUndefined();
    }
  });

  it("answers 404 for an unknown id and 400 for bad parameters", async () => {
    const unknown = await get("/v1/public/nlp-details?nlpId=fly-to-the-moon");
    expect(unknown.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(unknown.json()).message).toBe('There is no NLP with id "fly-to-the-moon".');
    expect((await get("/v1/public/nlp-details?nlpId=click-on-element&description=yes")).statusCode).toBe(400);
    expect((await get("/v1/public/nlp-details")).statusCode).toBe(400);
  });
});

describe("GET /v1/public/nlp-details/scenarios and /faqs", () => {
  it("answers the scenarios of an NLP by name, at most size of them", async () => {
    const all = NlpScenariosResponseSchema.parse(
      (await get(`/v1/public/nlp-details/scenarios?title=${title("Tap on element")}`)).json(),
    );
    expect(all.responseObject.length).toBeGreaterThanOrEqual(2);
    expect(
      all.responseObject.every((scenario) => scenario.steps.some((step) => step.startsWith("Tap on element"))),
    ).toBe(true);
    const one = NlpScenariosResponseSchema.parse(
      (await get(`/v1/public/nlp-details/scenarios?title=${title("tap on ELEMENT")}&size=1`)).json(),
    );
    expect(one.responseObject).toEqual(all.responseObject.slice(0, 1));
  });

  it("answers the FAQs of an NLP by name, at most size of them", async () => {
    const all = NlpFaqsResponseSchema.parse(
      (await get(`/v1/public/nlp-details/faqs?title=${title("Hide keyboard")}`)).json(),
    );
    expect(all.responseObject.length).toBeGreaterThanOrEqual(2);
    const two = NlpFaqsResponseSchema.parse(
      (await get(`/v1/public/nlp-details/faqs?title=${title("Hide keyboard")}&size=2`)).json(),
    );
    expect(two.responseObject).toEqual(all.responseObject.slice(0, 2));
  });

  it.each(["scenarios", "faqs"])("answers /%s with 404 for an unknown name and 400 for bad sizes", async (list) => {
    expect((await get(`/v1/public/nlp-details/${list}?title=Nothing%20like%20this`)).statusCode).toBe(404);
    for (const size of ["0", "101", "-3", "ten"]) {
      const response = await get(`/v1/public/nlp-details/${list}?title=${title("Hide keyboard")}&size=${size}`);
      expect(response.statusCode, size).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).message).toContain("size");
    }
    expect((await get(`/v1/public/nlp-details/${list}?size=2`)).statusCode).toBe(400);
  });
});

describe("GET /v1/public/nlp-details/title/type-id", () => {
  it("answers the NLP with that exact name, description included", async () => {
    const response = await get(
      `/v1/public/nlp-details/title/type-id?title=${title("Verify API response status code is")}&typeId=nlps`,
    );
    const { responseObject: nlp } = NlpDetailResponseSchema.parse(response.json());
    expect(nlp.nlpId).toBe("verify-api-response-status-code-is");
    expect(nlp.description).toBeDefined();
  });

  it("answers 404 for another type or an unknown name", async () => {
    const otherType = await get(
      `/v1/public/nlp-details/title/type-id?title=${title("Tap on element")}&typeId=elements`,
    );
    expect(otherType.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(otherType.json()).message).toBe('Asset type "elements" is Elements, not Nlps.');
    expect((await get("/v1/public/nlp-details/title/type-id?title=Tap&typeId=nlps")).statusCode).toBe(404);
  });
});

describe("POST /v1/public/nlp-details/search", () => {
  it("answers a repeated search, in any letter case and tag order, with the same list", async () => {
    const first = await searchNlps({ key: "scroll", assetsTags: ["Web", "Android"] });
    const again = await searchNlps({ key: "SCROLL", assetsTags: ["Android", "Web"] });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(NlpSearchResponseSchema.parse(first.json()).responseObject.length).toBeGreaterThan(0);
    expect(again.json()).toEqual(first.json());
    // A different filter is a different answer, not the cached one.
    const iosOnly = await searchNlps({ key: "scroll", assetsTags: ["iOS"] });
    expect(iosOnly.json()).not.toEqual(first.json());
  });

  it("ranks name-prefix matches first, then name matches, then description matches", async () => {
    const response = await searchNlps({ key: "swipe" });
    expect(response.statusCode).toBe(200);
    const items = NlpSearchResponseSchema.parse(response.json()).responseObject;
    const rank = (name: string) =>
      name.toLowerCase().startsWith("swipe") ? 0 : name.toLowerCase().includes("swipe") ? 1 : 2;
    const ranks = items.map((item) => rank(item.nlpName));
    expect(ranks[0]).toBe(0);
    expect(ranks).toEqual([...ranks].sort());
    expect(ranks).toContain(2);
  });

  it("finds case-insensitively in names and descriptions", async () => {
    const items = NlpSearchResponseSchema.parse((await searchNlps({ key: "PICKER WHEEL" })).json()).responseObject;
    expect(items.map((item) => item.nlpName)).toContain("Select picker wheel value");
  });

  it("filters by tags", async () => {
    const items = NlpSearchResponseSchema.parse(
      (await searchNlps({ key: "tap", assetsTags: ["iOS"] })).json(),
    ).responseObject;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.assetsTags.includes("iOS"))).toBe(true);
    const webOnly = NlpSearchResponseSchema.parse(
      (await searchNlps({ key: "Press Android", assetsTags: ["Web"] })).json(),
    );
    expect(webOnly.responseObject).toEqual([]);
  });

  it(`answers at most ${nlpSearchLimit} NLPs`, async () => {
    const items = NlpSearchResponseSchema.parse((await searchNlps({ key: "element" })).json()).responseObject;
    expect(items).toHaveLength(nlpSearchLimit);
  });

  it("matches % literally", async () => {
    const items = NlpSearchResponseSchema.parse((await searchNlps({ key: "60%" })).json()).responseObject;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.nlpName.startsWith("Swipe"))).toBe(true);
  });

  it.each([
    [{}, "key"],
    [{ key: "" }, "key"],
    [{ key: 42 }, "key"],
    [{ key: "tap", assetsTags: ["all"] }, "assetsTags"],
    [{ key: "tap", assetsTags: "iOS" }, "assetsTags"],
  ])("rejects %j with a 400", async (payload, field) => {
    const response = await searchNlps(payload);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).message).toContain(field);
  });

  it("rejects malformed JSON and a body that is not a JSON object", async () => {
    const malformed = await ctx.app.inject({
      method: "POST",
      url: "/v1/public/nlp-details/search",
      headers: { "content-type": "application/json" },
      payload: "{key:",
    });
    expect(malformed.statusCode).toBe(400);
    const text = await ctx.app.inject({
      method: "POST",
      url: "/v1/public/nlp-details/search",
      headers: { "content-type": "text/plain" },
      payload: "swipe",
    });
    expect(text.statusCode).toBe(415);
    expect(ApiErrorSchema.parse(text.json()).message).toContain("send application/json");
  });
});

describe("GET /v1/public/web-site", () => {
  it("answers the catalogue's section copy under the contract's keys", async () => {
    const { responseObject: copy } = WebSiteResponseSchema.parse((await get("/v1/public/web-site")).json());
    expect(copy.mostUsedHeader).toBe("Most Used Assets");
    expect(copy.stepGrupHeader).toBe("Step Groups");
    expect(copy.elemntsHeader).toBe("Elements");
    expect(copy.nlpDescription).toContain("700");
  });
});
