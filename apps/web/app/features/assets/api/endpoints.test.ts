// @vitest-environment jsdom
import { HttpResponse, http, type JsonBodyType } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { assetTypes, card, cards, nlpDetail, nlpItems, ok, paged } from "../test/fixtures";
import { getAssetDetail } from "./get-asset-detail";
import { getAssetTypes } from "./get-asset-types";
import { getCategoriesByFilter } from "./get-categories-by-filter";
import { getCategoriesByType } from "./get-categories-by-type";
import { getCategory } from "./get-category";
import { getMostUsed } from "./get-most-used";
import { getNlpDetails } from "./get-nlp-details";
import { getSubCategoriesByTitle } from "./get-sub-categories-by-title";
import { getWebSiteContent } from "./get-web-site-content";
import { searchCategories } from "./search-categories";
import { searchNlps } from "./search-nlps";

const server = setupMswServer();

/** Answers `path` with `body` and records the query string it was called with. */
function answer(method: "get" | "post", path: string, body: JsonBodyType) {
  const calls: { query: Record<string, string>; body: unknown }[] = [];
  server.use(
    http[method](`*/v1/public/${path}`, async ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      calls.push({ query, body: method === "post" ? await request.json() : undefined });
      return HttpResponse.json(body);
    }),
  );
  return calls;
}

describe("assets endpoints (docs/product/calls.md#assets-service)", () => {
  it("assets-types returns the list of {id, type}", async () => {
    answer("get", "assets-types", ok(assetTypes));
    await expect(getAssetTypes()).resolves.toEqual(assetTypes);
  });

  it("most-used asks for page 0, size 16", async () => {
    const calls = answer("get", "categories/most-used", ok(cards(3)));
    await expect(getMostUsed()).resolves.toHaveLength(3);
    expect(calls[0]?.query).toEqual({ page: "0", size: "16" });
  });

  it("categories/type and categories/filter pass type, tag, page and size", async () => {
    const byType = answer("get", "categories/type", ok(paged(cards(2))));
    const byFilter = answer("get", "categories/filter", ok(paged(cards(1))));
    expect((await getCategoriesByType({ typeId: "nlps", page: 0, size: 10 })).content).toHaveLength(2);
    expect((await getCategoriesByFilter({ typeId: "nlps", assetsTag: "iOS", page: 0, size: 10 })).content).toHaveLength(
      1,
    );
    expect(byType[0]?.query).toEqual({ typeId: "nlps", page: "0", size: "10" });
    expect(byFilter[0]?.query).toEqual({ typeId: "nlps", assetsTag: "iOS", page: "0", size: "10" });
  });

  it("categories/{id} returns the card with its description", async () => {
    answer("get", "categories/card-1", ok({ ...card(1), description: "All about card 1.", typeName: "Nlps" }));
    await expect(getCategory("card-1")).resolves.toMatchObject({ id: "card-1", typeName: "Nlps" });
  });

  it("sub-categories/by-title sends the exact title and type", async () => {
    const calls = answer("get", "sub-categories/by-title", ok(nlpItems(2)));
    await expect(getSubCategoriesByTitle({ title: "Mouse & Click", typeId: "nlps" })).resolves.toHaveLength(2);
    expect(calls[0]?.query).toEqual({ title: "Mouse & Click", typeId: "nlps" });
  });

  it("nlp-details asks for the description", async () => {
    const calls = answer("get", "nlp-details", ok(nlpDetail));
    await expect(getNlpDetails("click-on-element")).resolves.toEqual(nlpDetail);
    expect(calls[0]?.query).toEqual({ nlpId: "click-on-element", description: "true" });
  });

  it("web-site returns the section copy", async () => {
    const copy = {
      mostUsedHeader: "Most Used",
      mostUsedDescription: "d",
      nlpHeader: "NLPs",
      nlpDescription: "d",
      stepGrupHeader: "Step Groups",
      stepGroupDescription: "d",
      elemntsHeader: "Elements",
      elementDescription: "d",
    };
    answer("get", "web-site", ok(copy));
    await expect(getWebSiteContent()).resolves.toEqual(copy);
  });

  it("details/by-id passes id and type", async () => {
    const detail = {
      type: "Elements",
      id: "login-button",
      name: "Login button",
      shortDescription: "The sign-in button.",
      description: "Submits the sign-in form.",
      page: "Sign in",
      platform: "Web",
      locators: [{ strategy: "id", value: "login" }],
      category: { id: "sign-in-elements", title: "Sign-in elements" },
    };
    const calls = answer("get", "details/by-id", ok(detail));
    await expect(getAssetDetail({ id: "login-button", type: "Elements" })).resolves.toEqual(detail);
    expect(calls[0]?.query).toEqual({ id: "login-button", type: "Elements" });
  });

  it("NLP search posts the key and optional tags", async () => {
    const calls = answer("post", "nlp-details/search", ok(nlpItems(3)));
    await expect(searchNlps({ key: "click", assetsTags: ["Android"] })).resolves.toHaveLength(3);
    expect(calls[0]?.body).toEqual({ key: "click", assetsTags: ["Android"] });
  });

  it("categories search posts key, type and size", async () => {
    const calls = answer("post", "categories/search", ok(paged(cards(2))));
    const found = await searchCategories({ key: "login", typeId: "step-groups", size: 100 });
    expect(found.content).toHaveLength(2);
    expect(calls[0]?.body).toEqual({ key: "login", typeId: "step-groups", size: 100 });
  });
});
