import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { assetTypes, cards, nlpItem, nlpItems, ok, pageCopyFor, paged } from "../test/fixtures";
import { LocationProbe, renderWithRouter } from "../test/render-with-router";
import { AssetListing } from "./asset-listing";

const server = setupMswServer();

function renderListing(entry: string) {
  renderWithRouter(
    <>
      <AssetListing typeName="Nlps" copy={pageCopyFor("/nlp's", "Predefined NLPs")} />
      <LocationProbe />
    </>,
    entry,
  );
  return { user: userEvent.setup(), location: () => screen.getByTestId("location").textContent };
}

function serveCatalogue(search: (key: string) => Response | Promise<Response>) {
  server.use(
    http.get("*/v1/public/assets-types", () => HttpResponse.json(ok(assetTypes))),
    http.get("*/v1/public/categories/type", () => HttpResponse.json(ok(paged(cards(9))))),
    http.get("*/v1/public/categories/filter", () => HttpResponse.json(ok(paged(cards(2))))),
    http.post("*/v1/public/nlp-details/search", async ({ request }) => {
      const body = (await request.json()) as { key: string };
      return search(body.key);
    }),
  );
}

describe("AssetListing (/nlp's)", () => {
  it("opens on the tab its key names and shows every card of it", async () => {
    serveCatalogue(() => HttpResponse.json(ok([])));
    renderListing("/nlp's?key=android");
    expect(await screen.findByRole("tab", { name: "Android", selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(2));
    expect(screen.queryByRole("link", { name: /View All/ })).toBeNull();
  });

  it("searches as you type, keeps the query in the URL and shows the matching NLPs", async () => {
    serveCatalogue((key) => HttpResponse.json(ok([nlpItem(1, { nlpName: `Found ${key}` })])));
    const { user, location } = renderListing("/nlp's?key=all");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(9));
    await user.type(screen.getByRole("searchbox", { name: "Search NLPs" }), "click");
    await waitFor(() => expect(location()).toBe("/nlp's?key=all&q=click"));
    expect(await screen.findByRole("link", { name: "Found click" })).toHaveAttribute(
      "href",
      "/nlp-description?id=nlp-1",
    );
    expect(screen.getByText("1 result for “click”")).toBeInTheDocument();
  });

  it("runs the search of a shared link on load", async () => {
    serveCatalogue(() => HttpResponse.json(ok(nlpItems(12))));
    renderListing("/nlp's?key=all&q=verify");
    expect(await screen.findByRole("searchbox", { name: "Search NLPs" })).toHaveValue("verify");
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(10));
    expect(screen.getByRole("button", { name: "Explore More NLP's" })).toBeInTheDocument();
  });

  it("keeps the previous results when a search fails (docs/product/calls.md#nlp-search)", async () => {
    serveCatalogue((key) =>
      key === "clickx"
        ? HttpResponse.json({ statusCode: 503, message: "Down" }, { status: 503 })
        : HttpResponse.json(ok([nlpItem(1, { nlpName: "Click on element" })])),
    );
    const { user, location } = renderListing("/nlp's?key=all");
    const box = await screen.findByRole("searchbox", { name: "Search NLPs" });
    await user.type(box, "click");
    expect(await screen.findByRole("link", { name: "Click on element" }, { timeout: 5000 })).toBeInTheDocument();
    await user.type(box, "x");
    await waitFor(() => expect(location()).toBe("/nlp's?key=all&q=clickx"));
    await waitFor(() => expect(screen.queryByText("Searching…")).toBeNull());
    expect(screen.getByRole("link", { name: "Click on element" })).toBeInTheDocument();
    expect(screen.queryByText("No Relvent Data Found")).toBeNull();
  });

  it("clearing the search removes q and shows the cards again", async () => {
    serveCatalogue(() => HttpResponse.json(ok([nlpItem(1)])));
    const { user, location } = renderListing("/nlp's?key=all&q=click");
    const box = await screen.findByRole("searchbox", { name: "Search NLPs" });
    await screen.findByRole("link", { name: "Nlp 1" });
    await user.clear(box);
    await waitFor(() => expect(location()).toBe("/nlp's?key=all"));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(9));
  });
});
