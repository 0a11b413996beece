import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { assetTypes, cards } from "../test/fixtures";
import { renderWithRouter } from "../test/render-with-router";
import { CAROUSEL_DURATION, MostUsedCarousel } from "./most-used-carousel";

/**
 * jsdom has no layout, so Embla cannot measure slides here. A stand-in with
 * Embla's API (a snap index, select events) checks the wiring: the buttons
 * follow canScrollPrev/canScrollNext. The real carousel runs in e2e.
 */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const state = { index: 0, snaps: 3, options: undefined as unknown };
  const emit = (event: string) => {
    for (const listener of listeners.get(event) ?? []) listener();
  };
  const api = {
    canScrollPrev: () => state.index > 0,
    canScrollNext: () => state.index < state.snaps - 1,
    scrollPrev: () => {
      state.index = Math.max(0, state.index - 1);
      emit("select");
    },
    scrollNext: () => {
      state.index = Math.min(state.snaps - 1, state.index + 1);
      emit("select");
    },
    on(event: string, listener: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return api;
    },
    off(event: string, listener: () => void) {
      listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return { api, state, emit };
});

vi.mock("embla-carousel-react", () => ({
  default: (options: unknown) => {
    embla.state.options = options;
    return [() => undefined, embla.api];
  },
}));

function renderCarousel(count: number) {
  renderWithRouter(<MostUsedCarousel items={cards(count)} types={assetTypes} label="Most used" />);
}

beforeEach(() => {
  embla.state.index = 0;
  embla.state.snaps = 3;
});

describe("MostUsedCarousel", () => {
  it("disables Previous at the first slide and Next at the last", async () => {
    const user = userEvent.setup();
    renderCarousel(16);
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(previous).toBeEnabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    await user.click(previous);
    expect(previous).toBeDisabled();
  });

  it("disables both when everything fits in one view", () => {
    embla.state.snaps = 1;
    renderCarousel(4);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("puts two cards in each slide (two rows) and uses the ~500 ms duration", () => {
    renderCarousel(7);
    const slides = within(screen.getByRole("list", { name: "Most used" })).getAllByRole("listitem");
    expect(slides).toHaveLength(4);
    expect(slides.map((slide) => within(slide).getAllByRole("article").length)).toEqual([2, 2, 2, 1]);
    expect(slides[0]).toHaveAttribute("aria-label", "1 of 4");
    expect(embla.state.options).toMatchObject({ align: "start", duration: CAROUSEL_DURATION });
  });
});
