// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { card, ok } from "../test/fixtures";
import { useNlpTotal } from "./use-nlp-total";

const server = setupMswServer();

describe("useNlpTotal", () => {
  it("sums the NLPs inside every NLP card, over all pages", async () => {
    const pages = [[card(1, { itemCount: 400 }), card(2, { itemCount: 300 })], [card(3, { itemCount: 42 })]];
    server.use(
      http.get("*/v1/public/categories/type", ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        const content = pages[page] ?? [];
        return HttpResponse.json(
          ok({ content, page, size: 100, totalElements: 3, totalPages: 2, last: page === pages.length - 1 }),
        );
      }),
    );
    const { result } = renderHook(() => useNlpTotal("nlps"));
    await waitFor(() => expect(result.current).toBe(742));
  });

  it("stays null when the count cannot load", async () => {
    server.use(http.get("*/v1/public/categories/type", () => HttpResponse.json({}, { status: 503 })));
    const { result } = renderHook(() => useNlpTotal("nlps"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeNull();
  });
});
