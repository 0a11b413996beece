// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { cards, ok, paged } from "../test/fixtures";
import type { AssetFilterValue } from "../utils/asset-filters";
import { useSectionList } from "./use-section-list";

const server = setupMswServer();

async function settle(typeId: string | null | undefined = "nlps", filter: AssetFilterValue = "all") {
  const hook = renderHook(() => useSectionList(typeId, filter));
  await waitFor(() => expect(hook.result.current.loading).toBe(false));
  return hook.result.current;
}

describe("useSectionList", () => {
  it("loads the type's cards, page 0 size 10, with skeletons (loading) until they arrive", async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get("*/v1/public/categories/type", ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json(ok(paged(cards(9))));
      }),
    );
    const { result } = renderHook(() => useSectionList("nlps", "all"));
    expect(result.current).toEqual({ items: [], loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.items).toHaveLength(9);
    expect(query).toEqual({ typeId: "nlps", page: "0", size: "10" });
  });

  it.each([
    ["a non-200 responseCode", () => HttpResponse.json({ ...ok(paged(cards(3))), responseCode: 404 })],
    ["a message other than SUCCESS", () => HttpResponse.json({ ...ok(paged(cards(3))), message: "FAILURE" })],
    ["an HTTP error", () => HttpResponse.json({ statusCode: 503 }, { status: 503 })],
    ["an exception (network failure)", () => HttpResponse.error()],
  ])("empties the list and ends loading on %s (docs/product/flows.md#when-something-fails)", async (_, respond) => {
    server.use(http.get("*/v1/public/categories/type", respond));
    expect(await settle()).toEqual({ items: [], loading: false });
  });

  it("reloads with the platform tag when the filter changes, loading in between", async () => {
    const tags: string[] = [];
    server.use(
      http.get("*/v1/public/categories/type", () => HttpResponse.json(ok(paged(cards(8))))),
      http.get("*/v1/public/categories/filter", ({ request }) => {
        tags.push(new URL(request.url).searchParams.get("assetsTag") ?? "");
        return HttpResponse.json(ok(paged(cards(2))));
      }),
    );
    const { result, rerender } = renderHook(({ filter }) => useSectionList("nlps", filter), {
      initialProps: { filter: "all" as AssetFilterValue },
    });
    await waitFor(() => expect(result.current.items).toHaveLength(8));
    rerender({ filter: "Web_And_Mobile" });
    expect(result.current).toEqual({ items: [], loading: true });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(tags).toEqual(["Web_And_Mobile"]);
  });

  it("waits while the type id is unknown, and shows empty when the type does not exist", async () => {
    const waiting = renderHook(() => useSectionList(undefined, "all"));
    expect(waiting.result.current).toEqual({ items: [], loading: true });
    expect(await settle(null)).toEqual({ items: [], loading: false });
  });
});
