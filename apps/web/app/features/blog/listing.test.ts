import { describe, expect, it } from "vitest";
import { articlesPerPage, listingPath, pageCount, pageSlice, parsePageParam } from "./listing";

describe("blog listing pages", () => {
  it("gives page 1 the base path and later pages a /page/<n> path", () => {
    expect(listingPath({})).toBe("/blogs");
    expect(listingPath({ page: 1 })).toBe("/blogs");
    expect(listingPath({ page: 3 })).toBe("/blogs/page/3");
    expect(listingPath({ tag: "ci-cd" })).toBe("/blogs/tag/ci-cd");
    expect(listingPath({ tag: "ci-cd", page: 2 })).toBe("/blogs/tag/ci-cd/page/2");
  });

  it("accepts only page numbers from 2, written without leading zeros", () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam("12")).toBe(12);
    for (const bad of ["1", "0", "02", "-2", "2.5", "two", "", "99999"]) expect(parsePageParam(bad), bad).toBeNull();
  });

  it("splits articles into pages of twelve", () => {
    expect(articlesPerPage).toBe(12);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
    const items = Array.from({ length: 30 }, (_, index) => index);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3)).toEqual([24, 25, 26, 27, 28, 29]);
  });
});
