import { describe, expect, it } from "vitest";
import { signInProducts, site, withBrand } from "./site.js";

describe("site config", () => {
  it("expands the {brand} token in paths", () => {
    expect(withBrand("/{brand}-academy/self-learning-video")).toBe(`/${site.slug}-academy/self-learning-video`);
  });
  it("spells the sign-in product values as docs/product/pages-and-routes.md#sign-in-products does", () => {
    expect(signInProducts).toEqual({ platform: `${site.slug}-platform`, finder: `${site.slug}-Finder` });
  });
});
