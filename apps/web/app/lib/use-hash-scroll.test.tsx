import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useHashScroll } from "./use-hash-scroll";

function Page() {
  useHashScroll();
  return (
    <>
      <Link to="#second">Second</Link>
      <section id="first">First</section>
      <section id="second">Second section</section>
    </>
  );
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", vi.fn().mockReturnValue({ matches: reduce }));
}

const scrolls: { id: string; options: unknown }[] = [];

// jsdom has no scrollIntoView: record the calls, and take it away again after each test.
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolls.push({ id: this.id, options });
  };
});

afterEach(() => {
  scrolls.length = 0;
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

describe("useHashScroll", () => {
  it("scrolls smoothly to the hash's element on load", () => {
    setReducedMotion(false);
    render(
      <MemoryRouter initialEntries={["/assets#first"]}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrolls).toEqual([{ id: "first", options: { behavior: "smooth", block: "start" } }]);
  });

  it("scrolls on every link to a hash, the same one again included", async () => {
    setReducedMotion(false);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={["/assets"]}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrolls).toEqual([]);
    await user.click(screen.getByRole("link", { name: "Second" }));
    await user.click(screen.getByRole("link", { name: "Second" }));
    expect(scrolls.map((scroll) => scroll.id)).toEqual(["second", "second"]);
  });

  it("jumps instead when the visitor prefers reduced motion, and ignores unknown hashes", () => {
    setReducedMotion(true);
    render(
      <MemoryRouter initialEntries={["/assets#second"]}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrolls).toEqual([{ id: "second", options: { behavior: "instant", block: "start" } }]);
    render(
      <MemoryRouter initialEntries={["/assets#nowhere"]}>
        <Page />
      </MemoryRouter>,
    );
    expect(scrolls).toHaveLength(1);
  });
});
