import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { assetTypes, cards, ok, paged } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { Catalogue } from "./catalogue";

const server = setupMswServer();

const webSite = {
  mostUsedHeader: "Most Used Assets",
  mostUsedDescription: "What teams open most.",
  nlpHeader: "Predefined NLPs",
  nlpDescription: "Steps in plain English.",
  stepGrupHeader: "Step Groups",
  stepGroupDescription: "Reusable flows.",
  elemntsHeader: "Elements",
  elementDescription: "Locators of common pages.",
};

/** An IntersectionObserver that reports only when the test says the catalogue came near. */
function observeByHand() {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () =>
    act(async () => {
      for (const callback of callbacks) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
}

afterEach(() => vi.unstubAllGlobals());

describe("Catalogue", () => {
  it("asks for no cards until it nears the viewport, then shows them", async () => {
    const comeNear = observeByHand();
    const cardCalls: string[] = [];
    server.use(
      http.get("*/v1/public/web-site", () => HttpResponse.json(ok(webSite))),
      http.get("*/v1/public/categories/most-used", ({ request }) => {
        cardCalls.push(new URL(request.url).pathname);
        // No carousel here (its unit test has its own): the sections' cards are enough to see.
        return HttpResponse.json(ok([]));
      }),
      http.get("*/v1/public/categories/type", ({ request }) => {
        cardCalls.push(new URL(request.url).pathname);
        return HttpResponse.json(ok(paged(cards(2, { typeId: "nlps" }))));
      }),
    );
    renderWithRouter(<Catalogue assetTypes={{ types: assetTypes, settled: true }} />);

    expect(await screen.findByRole("heading", { name: "Predefined NLPs" })).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryAllByRole("tablist")).toHaveLength(0);
    expect(cardCalls).toEqual([]);

    await comeNear();
    expect(await screen.findAllByRole("article")).not.toHaveLength(0);
    expect(cardCalls).toContain("/v1/public/categories/most-used");
    expect(cardCalls).toContain("/v1/public/categories/type");
    expect(screen.getAllByRole("tablist")).toHaveLength(3);
  });

  it("comes at once when a key is pressed, for a visitor who moves past it without scrolling", async () => {
    observeByHand();
    server.use(
      http.get("*/v1/public/web-site", () => HttpResponse.json(ok(webSite))),
      http.get("*/v1/public/categories/most-used", () => HttpResponse.json(ok([]))),
      http.get("*/v1/public/categories/type", () => HttpResponse.json(ok(paged(cards(2, { typeId: "nlps" }))))),
    );
    const user = userEvent.setup();
    renderWithRouter(<Catalogue assetTypes={{ types: assetTypes, settled: true }} />);
    expect(await screen.findByRole("heading", { name: "Predefined NLPs" })).toBeInTheDocument();
    expect(screen.queryAllByRole("tablist")).toHaveLength(0);
    await user.keyboard("{Tab}");
    expect(await screen.findAllByRole("tablist")).toHaveLength(3);
  });
});
