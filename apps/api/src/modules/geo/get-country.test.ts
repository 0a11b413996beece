import { CountryResponseSchema } from "@ignitest/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.js";
import { resolveCountry } from "./resolve-country.js";

describe("resolveCountry", () => {
  it("prefers the CDN's CF-IPCountry header", () => {
    expect(resolveCountry({ cfIpCountry: "in", acceptLanguage: "en-GB" })).toBe("IN");
  });
  it("ignores Cloudflare's unknown (XX) and Tor (T1) codes and reads Accept-Language", () => {
    expect(resolveCountry({ cfIpCountry: "XX", acceptLanguage: "en-GB,en;q=0.9" })).toBe("GB");
    expect(resolveCountry({ cfIpCountry: "T1", acceptLanguage: "fr" })).toBe("US");
  });
  it("falls back to US when nothing names a country", () => {
    expect(resolveCountry({})).toBe("US");
    expect(resolveCountry({ cfIpCountry: "not-a-country" })).toBe("US");
  });
});

describe("GET /v1/public/country", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each([
    ["IN", "IN"],
    ["GB", "GB"],
    ["CA", "CA"],
  ])("answers %s from CF-IPCountry", async (header, expected) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/v1/public/country",
      headers: { "cf-ipcountry": header },
    });
    expect(response.statusCode).toBe(200);
    expect(CountryResponseSchema.parse(response.json())).toEqual({ country: expected });
    expect(response.headers.vary).toContain("CF-IPCountry");
  });
});
