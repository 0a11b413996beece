// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSearchResults } from "./use-search-results";

describe("useSearchResults", () => {
  it("keeps the previous results when a later search fails (docs/product/calls.md#nlp-search)", async () => {
    const search = (key: string | undefined) => async () => {
      if (key === "broken") throw new Error("503");
      return [`result for ${key}`];
    };
    const { result, rerender } = renderHook(({ key }) => useSearchResults(key, search(key)), {
      initialProps: { key: "click" as string | undefined },
    });
    expect(result.current.searching).toBe(true);
    await waitFor(() => expect(result.current).toEqual({ results: ["result for click"], searching: false }));

    rerender({ key: "broken" });
    expect(result.current).toEqual({ results: ["result for click"], searching: true });
    await waitFor(() => expect(result.current.searching).toBe(false));
    expect(result.current.results).toEqual(["result for click"]);
  });

  it("has no results without a query, and clears them when the query is cleared", async () => {
    const { result, rerender } = renderHook(({ key }) => useSearchResults(key, async () => ["x"]), {
      initialProps: { key: "x" as string | undefined },
    });
    await waitFor(() => expect(result.current.results).toEqual(["x"]));
    rerender({ key: undefined });
    expect(result.current).toEqual({ results: null, searching: false });
  });
});
