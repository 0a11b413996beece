import { describe, expect, it } from "vitest";
import type { InteractiveElement } from "../engine";
import { sameItems } from "./use-interactive-items";

/** Stand-ins for the frame's elements: only their identity matters here. */
const element = () => ({}) as Element;

describe("sameItems", () => {
  const button = element();
  const link = element();
  const items: InteractiveElement[] = [
    { element: button, role: "button", name: "Sign in" },
    { element: link, role: "link", name: "Cart 0 items" },
  ];

  it("holds for a new collection of the same elements, roles and names", () => {
    expect(
      sameItems(
        items,
        items.map((item) => ({ ...item })),
      ),
    ).toBe(true);
  });

  it("fails when an element, a name or the order differs, or one more is listed", () => {
    expect(
      sameItems(items, [items[0] as InteractiveElement, { element: link, role: "link", name: "Cart 1 item" }]),
    ).toBe(false);
    expect(sameItems(items, [...items].reverse())).toBe(false);
    expect(sameItems(items, [...items, { element: element(), role: "textbox", name: "" }])).toBe(false);
    expect(
      sameItems(items, [{ ...items[0], element: element() } as InteractiveElement, items[1] as InteractiveElement]),
    ).toBe(false);
  });
});
