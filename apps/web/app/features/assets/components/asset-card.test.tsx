import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { assetTypes, card } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { AssetCard } from "./asset-card";

function renderCard(typeId: string, types = assetTypes) {
  renderWithRouter(<AssetCard card={card(1, { id: "mouse-actions", title: "Mouse Actions", typeId })} types={types} />);
}

describe("AssetCard routing by typeId against the stored asset types (docs/product/pages-and-routes.md#card-links)", () => {
  it.each([
    ["nlps", "/nlp's-list?id=mouse-actions&title=Mouse+Actions"],
    ["elements", "/elements-list?id=mouse-actions"],
    ["step-groups", "/stepgroup-list?id=mouse-actions"],
  ])("a card of type %s links to %s", async (typeId, href) => {
    renderCard(typeId);
    expect(await screen.findByRole("link", { name: "Mouse Actions" })).toHaveAttribute("href", href);
  });

  it("renders without a link while its type is unknown", async () => {
    renderCard("nlps", []);
    expect(await screen.findByRole("heading", { name: "Mouse Actions" })).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows its rating with the count of ratings, and its item count", async () => {
    renderCard("nlps");
    const rating = await screen.findByRole("img", { name: "Rated 4.5 out of 5 from 1,284 ratings" });
    expect(rating).toHaveTextContent("4.5 (1,284)");
    expect(screen.getByText("12 NLPs")).toBeInTheDocument();
  });

  it("says 1 rating for a card rated once", async () => {
    renderWithRouter(<AssetCard card={card(1, { rating: 5, ratingCount: 1 })} types={assetTypes} />);
    expect(await screen.findByRole("img", { name: "Rated 5 out of 5 from 1 rating" })).toHaveTextContent("5.0 (1)");
  });

  it("shows its own icon when it names one (the Excel NLPs)", async () => {
    const { container } = renderWithRouter(
      <AssetCard card={card(1, { title: "Excel", iconS3Path: "/assets-icons/excel.svg" })} types={assetTypes} />,
    );
    await screen.findByRole("link", { name: "Excel" });
    expect(container.querySelector("img")).toHaveAttribute("src", "/assets-icons/excel.svg");
  });
});
