import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { nlpItems } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { NlpList } from "./nlp-list";

function renderList(count: number) {
  renderWithRouter(<NlpList items={nlpItems(count)} />);
}

describe("NlpList", () => {
  it("shows the first 10, then all with Explore More NLP's, and 10 again with View less NLP,s", async () => {
    const user = userEvent.setup();
    renderList(14);
    expect(await screen.findAllByRole("article")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Explore More NLP's" }));
    expect(screen.getAllByRole("article")).toHaveLength(14);
    await user.click(screen.getByRole("button", { name: "View less NLP,s" }));
    expect(screen.getAllByRole("article")).toHaveLength(10);
  });

  it("has no toggle with 10 or fewer, and links each NLP to its description", async () => {
    renderList(10);
    expect(await screen.findAllByRole("article")).toHaveLength(10);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Nlp 3" })).toHaveAttribute("href", "/nlp-description?id=nlp-3");
  });
});
