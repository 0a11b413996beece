import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { assetTypes, nlpDetail, nlpItem, ok, pageCopyFor } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { NlpDetailPage } from "./nlp-detail-page";

const server = setupMswServer();

function serve() {
  server.use(
    http.get("*/v1/public/assets-types", () => HttpResponse.json(ok(assetTypes))),
    http.get("*/v1/public/nlp-details", ({ request }) =>
      new URL(request.url).searchParams.get("nlpId") === nlpDetail.nlpId
        ? HttpResponse.json(ok(nlpDetail))
        : HttpResponse.json({ statusCode: 404 }, { status: 404 }),
    ),
    http.get("*/v1/public/sub-categories/by-title", () =>
      HttpResponse.json(ok([nlpItem(1, { _id: nlpDetail.nlpId, nlpName: nlpDetail.title }), nlpItem(2)])),
    ),
  );
}

function renderPage(entry: string) {
  renderWithRouter(<NlpDetailPage copy={pageCopyFor("/nlp-description", "NLP Description")} />, entry);
}

describe("NlpDetailPage (/nlp-description)", () => {
  it("shows the NLP's description, scenarios, FAQs, rating, platforms and version", async () => {
    serve();
    renderPage(`/nlp-description?id=${nlpDetail.nlpId}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Click on element" })).toBeInTheDocument();
    expect(screen.getByText("Fails when the element never appears.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Open the cart" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Does it scroll first?" })).toHaveAttribute("aria-expanded", "true");

    const facts = screen.getByRole("complementary", { name: "At a glance" });
    // The fixture's NLP was rated once: singular, and written out in the panel.
    expect(within(facts).getByRole("img", { name: "Rated 4.5 out of 5 from 1 rating" })).toHaveTextContent(
      "4.5 out of 5 · 1 rating",
    );
    const platforms = within(facts).getByRole("list", { name: "Platform compatibility" });
    expect(
      within(platforms)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Web: supported", "Android: supported", "iOS (not supported)"]);
    expect(within(facts).getByRole("link", { name: "Version 1.1" })).toHaveAttribute(
      "href",
      "/release-notes/version/1/1",
    );
  });

  it("suggests other NLPs of the same card, never the NLP itself", async () => {
    serve();
    renderPage(`/nlp-description?id=${nlpDetail.nlpId}`);
    const related = await screen.findByRole("region", { name: "Related NLPs" });
    expect(within(related).getAllByRole("article")).toHaveLength(1);
    expect(within(related).getByRole("link", { name: "Nlp 2" })).toBeInTheDocument();
    expect(within(related).getByRole("img", { name: "Rated 4 out of 5 from 37 ratings" })).toHaveTextContent(
      "4.0 (37)",
    );
  });

  it("shows No Relvent Data Found for an unknown id, keeping the copy's h1", async () => {
    serve();
    renderPage("/nlp-description?id=no-such-nlp");
    expect(await screen.findByText("No Relvent Data Found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("NLP Description");
  });
});
