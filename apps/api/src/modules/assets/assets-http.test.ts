import { ApiErrorSchema, AssetTypesResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv } from "../../env.js";
import { AssetResponseCache, invalidateAssetCaches } from "./assets-cache.js";
import { type AssetsTestApp, createAssetsTestApp } from "./test/assets-test-app.js";

/** One request per assets endpoint, for the checks that apply to all fifteen. */
const everyEndpoint = [
  { method: "GET", url: "/v1/public/assets-types" },
  { method: "GET", url: "/v1/public/categories/most-used?page=0&size=16" },
  { method: "GET", url: "/v1/public/categories/type?typeId=nlps&page=0&size=10" },
  { method: "GET", url: "/v1/public/categories/excel-data" },
  { method: "GET", url: "/v1/public/sub-categories/by-title?title=Excel%20data&typeId=nlps" },
  { method: "GET", url: "/v1/public/categories/filter?assetsTag=Web&page=0&size=10&typeId=nlps" },
  { method: "GET", url: "/v1/public/nlp-details?nlpId=click-on-element&description=true" },
  { method: "GET", url: "/v1/public/nlp-details/scenarios?title=Click%20on%20element&size=5" },
  { method: "GET", url: "/v1/public/nlp-details/faqs?title=Click%20on%20element&size=5" },
  { method: "GET", url: "/v1/public/web-site" },
  { method: "GET", url: "/v1/public/nlp-details/title/type-id?title=Click%20on%20element&typeId=nlps" },
  { method: "POST", url: "/v1/public/categories/search", payload: { key: "click" } },
  { method: "POST", url: "/v1/public/nlp-details/search", payload: { key: "click" } },
  { method: "GET", url: "/v1/public/sub-categories/short-description?title=Excel%20data&typeId=nlps" },
  { method: "GET", url: "/v1/public/details/by-id?id=login-with-valid-credentials&type=StepGroups" },
] as const;

const faultCookie = "ignitest-fault=assets";

// Two apps for the whole file (each is a PGlite instance, slow to start):
// one seeded with the fault switch on, one seeded after start with it off.
let ctx: AssetsTestApp;
let lateSeeded: AssetsTestApp;
beforeAll(async () => {
  [ctx, lateSeeded] = await Promise.all([
    createAssetsTestApp({ testFaults: true }),
    createAssetsTestApp({ seeded: false, testFaults: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([ctx.close(), lateSeeded.close()]);
});

describe("ETag and 304", () => {
  it("sends an ETag on every GET and answers 304 when the client has that version", async () => {
    for (const endpoint of everyEndpoint.filter((item) => item.method === "GET")) {
      const first = await ctx.app.inject({ method: "GET", url: endpoint.url });
      expect(first.statusCode, endpoint.url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, endpoint.url).toMatch(/^W\/"[\w-]+"$/);
      const again = await ctx.app.inject({ method: "GET", url: endpoint.url, headers: { "if-none-match": etag } });
      expect(again.statusCode, endpoint.url).toBe(304);
      expect(again.body).toBe("");
    }
  });

  it("understands weak and listed validators, and answers 200 for another version", async () => {
    const url = "/v1/public/web-site";
    const etag = (await ctx.app.inject({ method: "GET", url })).headers.etag as string;
    const listed = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": `"old", ${etag}` } });
    expect(listed.statusCode).toBe(304);
    const strongForm = await ctx.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": etag.replace("W/", "") },
    });
    expect(strongForm.statusCode).toBe(304);
    const other = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
  });

  it("shares one version between queries that mean the same", async () => {
    const explicit = await ctx.app.inject({
      method: "GET",
      url: "/v1/public/categories/type?typeId=nlps&page=0&size=10",
    });
    const byDefault = await ctx.app.inject({ method: "GET", url: "/v1/public/categories/type?typeId=nlps" });
    expect(byDefault.headers.etag).toBe(explicit.headers.etag);
  });

  it("does not cache searches or errors", async () => {
    const search = await ctx.app.inject({
      method: "POST",
      url: "/v1/public/nlp-details/search",
      payload: { key: "tap" },
    });
    expect(search.headers.etag).toBeUndefined();
    const missing = await ctx.app.inject({ method: "GET", url: "/v1/public/categories/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe("cache invalidation by the seed", () => {
  it("replaces an answer cached before the catalogue was seeded", async () => {
    const before = await lateSeeded.app.inject({ method: "GET", url: "/v1/public/assets-types" });
    expect(AssetTypesResponseSchema.parse(before.json()).responseObject).toEqual([]);
    expect(await lateSeeded.runSeed()).toEqual(["assets-catalogue-v1"]);
    const after = await lateSeeded.app.inject({ method: "GET", url: "/v1/public/assets-types" });
    expect(AssetTypesResponseSchema.parse(after.json()).responseObject).toHaveLength(3);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("bounds the cache and empties every live cache on invalidation", () => {
    const cache = new AssetResponseCache(2);
    cache.set("a", "1");
    cache.set("b", "2");
    cache.set("c", "3");
    expect(cache.size).toBe(2);
    expect(cache.get("a")).toBeUndefined();
    invalidateAssetCaches();
    expect(cache.size).toBe(0);
    cache.dispose();
  });
});

describe("the test-only fault switch", () => {
  it("answers 503 from every assets endpoint when enabled and the cookie is sent", async () => {
    for (const endpoint of everyEndpoint) {
      const response = await ctx.app.inject({ ...endpoint, headers: { cookie: `theme=dark; ${faultCookie}` } });
      expect(response.statusCode, endpoint.url).toBe(503);
      expect(ApiErrorSchema.parse(response.json()).error).toBe("Service Unavailable");
    }
  });

  it("answers normally without the cookie, with another value, and outside the assets service", async () => {
    for (const endpoint of everyEndpoint) {
      const plain = await ctx.app.inject(endpoint);
      expect(plain.statusCode, endpoint.url).toBe(200);
      const otherValue = await ctx.app.inject({ ...endpoint, headers: { cookie: "ignitest-fault=forms" } });
      expect(otherValue.statusCode, endpoint.url).toBe(200);
    }
    const health = await ctx.app.inject({ method: "GET", url: "/healthz", headers: { cookie: faultCookie } });
    expect(health.statusCode).not.toBe(503);
  });

  it("does nothing when ENABLE_TEST_FAULTS is off", async () => {
    await lateSeeded.runSeed(); // no-op when the invalidation test already seeded it
    for (const endpoint of everyEndpoint) {
      const response = await lateSeeded.app.inject({ ...endpoint, headers: { cookie: faultCookie } });
      expect(response.statusCode, endpoint.url).toBe(200);
    }
  });

  it("reads ENABLE_TEST_FAULTS from the environment, off by default", () => {
    expect(readEnv({}).ENABLE_TEST_FAULTS).toBe(false);
    expect(readEnv({ ENABLE_TEST_FAULTS: "true" }).ENABLE_TEST_FAULTS).toBe(true);
    expect(readEnv({ ENABLE_TEST_FAULTS: "false" }).ENABLE_TEST_FAULTS).toBe(false);
    expect(() => readEnv({ ENABLE_TEST_FAULTS: "maybe" })).toThrow(/ENABLE_TEST_FAULTS/);
  });
});
