import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { assetTypes, cards } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { CardGrid } from "./card-grid";

function renderGrid(count: number, loading = false) {
  renderWithRouter(
    <CardGrid
      items={cards(count)}
      loading={loading}
      types={assetTypes}
      loadingLabel="Loading NLPs"
      viewAll={{ href: "/nlp's?key=web", label: "View All NLPs", limit: 7 }}
    />,
  );
}

describe("CardGrid", () => {
  it("shows all 7 cards and no View All when exactly 7 came back", async () => {
    renderGrid(7);
    expect(await screen.findAllByRole("article")).toHaveLength(7);
    expect(screen.queryByRole("link", { name: "View All NLPs" })).toBeNull();
  });

  it("shows 7 cards and a View All card when more than 7 came back (docs/product/pages-and-routes.md#section-lists)", async () => {
    renderGrid(10);
    expect(await screen.findAllByRole("article")).toHaveLength(7);
    expect(screen.getByRole("link", { name: "View All NLPs" })).toHaveAttribute("href", "/nlp's?key=web");
  });

  it("shows skeletons while loading and the empty state when nothing came back", async () => {
    renderGrid(0, true);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading NLPs");
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("shows No Relvent Data Found for an empty list", async () => {
    renderGrid(0);
    expect(await screen.findByText("No Relvent Data Found")).toBeInTheDocument();
  });
});
