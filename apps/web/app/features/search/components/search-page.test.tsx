import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Pagefind, PagefindResultData } from "../pagefind";
import { SearchPage } from "./search-page";

/** Fifteen docs pages about suites: more than one page of results. */
const pages: PagefindResultData[] = Array.from({ length: 15 }, (_, index) => ({
  url: `/docs/test-execution/suite-topic-${index + 1}/`,
  excerpt: `Run the <mark>suite</mark> on machine ${index + 1}.`,
  meta: { title: `Suite topic ${index + 1}`, section: "Docs" },
}));

vi.mock("../pagefind", () => ({
  loadPagefind: async (): Promise<Pagefind> => ({
    options: async () => undefined,
    init: async () => undefined,
    search: async (term: string) => ({
      results: term === "suite" ? pages.map((page, index) => ({ id: `r${index}`, data: async () => page })) : [],
    }),
  }),
}));

const tips = {
  id: "search-tips",
  heading: "Search tips",
  body: "Search matches whole words and prefixes.",
  bullets: [],
};

function SearchRoute() {
  return <SearchPage tips={tips} />;
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/search", Component: SearchRoute }]);
  return render(<Stub initialEntries={[url]} />);
}

describe("SearchPage", () => {
  it("shows the tips until there is a query", () => {
    renderAt("/search");
    expect(screen.getByRole("heading", { name: "Search tips" })).toBeVisible();
    expect(screen.getByRole("search", { name: "Site search" })).toHaveAttribute("action", "/search");
    expect(screen.getByLabelText("Search for")).toHaveAttribute("name", "q");
  });

  it("lists the results of ?q= as links, ten at a time", async () => {
    const user = userEvent.setup();
    renderAt("/search?q=suite");
    const list = await screen.findByRole("list", { name: "Search results" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.getByRole("status")).toHaveTextContent("15 results for “suite”");
    expect(within(list).getByRole("link", { name: "Suite topic 1" })).toHaveAttribute(
      "href",
      "/docs/test-execution/suite-topic-1",
    );
    expect(screen.getByLabelText("Search for")).toHaveValue("suite");

    await user.click(screen.getByRole("button", { name: "Show more results" }));
    expect(await within(list).findByRole("link", { name: "Suite topic 15" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Show more results" })).not.toBeInTheDocument();
  });

  it("says when nothing matches", async () => {
    renderAt("/search?q=kubernetes");
    expect(await screen.findByText("No results for “kubernetes”", { selector: "p.font-semibold" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("No results for “kubernetes”");
    expect(screen.queryByRole("list", { name: "Search results" })).not.toBeInTheDocument();
  });
});
