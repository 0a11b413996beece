import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FinderPanel } from "./finder-panel";

afterEach(() => {
  document.body.innerHTML = "";
});

/** A page in the manner of the sample shop: a button with a generated id and a text it shares with no other. */
function appPage() {
  const host = document.createElement("div");
  host.innerHTML = `<main><label for="q">Search products</label><input id="q" type="search">
    <button id="btn-x7k2qa" type="button">Add to cart</button><button type="button">Remove</button><button type="button">Remove</button></main>`;
  document.body.append(host);
  return host;
}

function renderPanel(picked: Element | null, onAdd = vi.fn()) {
  render(
    <FinderPanel
      picking={false}
      onPicking={vi.fn()}
      picked={picked}
      onPick={vi.fn()}
      onActive={vi.fn()}
      items={[]}
      onAdd={onAdd}
      pickingFor={null}
    />,
  );
  return onAdd;
}

describe("FinderPanel", () => {
  it("lists the picked element's locators ranked, with match counts and the generated id flagged last", () => {
    const host = appPage();
    renderPanel(host.querySelector("#btn-x7k2qa"));
    const items = within(screen.getByRole("list", { name: "Locators" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent('Rank 1Role and name1 matchrole=button[name="Add to cart"]');
    const generated = items.find((item) => item.textContent?.includes("id=btn-x7k2qa"));
    expect(generated).toHaveTextContent("Generated id: will change");
    expect(items.at(-1)).toBe(generated);
  });

  it("shows how many elements a locator matches when it is not unique", () => {
    const host = appPage();
    renderPanel(host.querySelectorAll("button")[1] as Element);
    expect(screen.getByRole("list", { name: "Locators" })).toHaveTextContent("2 matches");
  });

  it("adds the chosen locator to the elements under the name given", async () => {
    const host = appPage();
    const onAdd = renderPanel(host.querySelector("#q"));
    expect(screen.getByLabelText("Element name")).toHaveValue("Search products field");
    const radios = screen.getAllByRole("radio");
    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.clear(screen.getByLabelText("Element name"));
    await userEvent.type(screen.getByLabelText("Element name"), "Search box");
    await userEvent.click(screen.getByRole("button", { name: "Add to elements" }));
    expect(onAdd).toHaveBeenCalledWith("Search box", { kind: "label", value: "Search products" });
    expect(screen.getByRole("status")).toHaveTextContent('Saved "Search box" to the elements.');
  });
});
