import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { setupMswServer } from "../../../../test/msw-server";
import { card, nlpItems, ok, pageCopyFor } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { CategoryItemsPage } from "./category-items-page";

const server = setupMswServer();

const mouse = {
  ...card(1, { id: "mouse", title: "Mouse actions", itemCount: 12 }),
  description: "Clicks.",
  typeName: "Nlps",
};

function serve(category: object, items: object[]) {
  const titles: string[] = [];
  server.use(
    http.get("*/v1/public/categories/:id", ({ params }) =>
      params.id === "mouse" ? HttpResponse.json(ok(category)) : HttpResponse.json({ statusCode: 404 }, { status: 404 }),
    ),
    http.get("*/v1/public/sub-categories/by-title", ({ request }) => {
      titles.push(new URL(request.url).searchParams.get("title") ?? "");
      return HttpResponse.json(ok(items));
    }),
  );
  return titles;
}

function renderPage(entry: string, typeName: "Nlps" | "Elements" = "Nlps") {
  renderWithRouter(
    <CategoryItemsPage typeName={typeName} copy={pageCopyFor("/nlp's-list", "NLPs by Category")} />,
    entry,
  );
}

describe("CategoryItemsPage (/nlp's-list)", () => {
  it("loads the card named by id, then its NLPs by the card's title; the h1 becomes the title", async () => {
    const titles = serve(mouse, nlpItems(12));
    renderPage("/nlp's-list?id=mouse&title=Mouse+actions");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("NLPs by Category");
    expect(await screen.findByRole("heading", { level: 1, name: "Mouse actions" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(10));
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5 from 1,284 ratings" })).toHaveTextContent(
      "4.5 out of 5 · 1,284 ratings",
    );
    expect(titles).toEqual(["Mouse actions"]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Explore More NLP's" }));
    expect(screen.getAllByRole("article")).toHaveLength(12);
  });

  it.each([
    ["no id", "/nlp's-list"],
    ["an unknown id", "/nlp's-list?id=nope"],
    ["an id that is not an id", "/nlp's-list?id=%3Cscript%3E"],
  ])("shows No Relvent Data Found for %s", async (_, entry) => {
    serve(mouse, nlpItems(3));
    renderPage(entry);
    expect(await screen.findByText("No Relvent Data Found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("NLPs by Category");
  });

  it("treats a card of another type as unknown", async () => {
    serve(mouse, nlpItems(3));
    renderPage("/elements-list?id=mouse", "Elements");
    expect(await screen.findByText("No Relvent Data Found")).toBeInTheDocument();
  });
});
