import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { customers } from "~/lib/customers";
import { LOGO_STRIP_STEP_MS, LOGO_STRIP_WINDOW, LogoStrip, repeatToAtLeast } from "./logo-strip";

describe("the customers", () => {
  it("are our own invented companies, never Microsoft's sample names", () => {
    const samples = /contoso|fabrikam|tailspin|northwind|woodgrove|litware|adatum|proseware|wingtip|fourth coffee/i;
    for (const customer of customers) expect(customer.name).not.toMatch(samples);
    expect(new Set(customers.map((customer) => customer.logo.mark)).size).toBe(customers.length);
  });
});

describe("repeatToAtLeast", () => {
  it("repeats the list whole, in order, until it holds at least the minimum", () => {
    const result = repeatToAtLeast(["a", "b", "c"], 1000);
    expect(result.length).toBeGreaterThanOrEqual(1000);
    expect(result).toHaveLength(1002);
    expect(result.slice(0, 7)).toEqual(["a", "b", "c", "a", "b", "c", "a"]);
    expect(result.at(-1)).toBe("c");
  });

  it("keeps a list that is already long enough and returns [] for an empty one", () => {
    expect(repeatToAtLeast([1, 2], 2)).toEqual([1, 2]);
    expect(repeatToAtLeast([], 1000)).toEqual([]);
  });
});

const firstLogo = (container: HTMLElement) => container.querySelector("[data-logo]")?.textContent;

describe("LogoStrip", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the claim and renders only a small window of the 1000-item list", () => {
    const { container } = render(<LogoStrip />);
    expect(
      screen.getByRole("heading", { level: 2, name: "Helping Leading Brands Release Software Faster" }),
    ).toBeInTheDocument();
    const logos = container.querySelectorAll("[data-logo]");
    expect(logos.length).toBeLessThanOrEqual(LOGO_STRIP_WINDOW + 1);
    expect(container.querySelectorAll("*").length).toBeLessThan(200);
    // Screen readers get each customer once, not the moving copies.
    expect(screen.getAllByRole("listitem")).toHaveLength(customers.length);
  });

  it("advances one logo every 2.5 s and stops when paused", () => {
    vi.useFakeTimers();
    const { container } = render(<LogoStrip />);
    expect(firstLogo(container)).toBe("Basketly");
    act(() => vi.advanceTimersByTime(LOGO_STRIP_STEP_MS + 1000));
    expect(firstLogo(container)).toBe("Learnwell");

    fireEvent.click(screen.getByRole("button", { name: "Pause customer logos" }));
    expect(screen.getByRole("button", { name: "Play customer logos" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LOGO_STRIP_STEP_MS * 4));
    expect(firstLogo(container)).toBe("Learnwell");

    fireEvent.click(screen.getByRole("button", { name: "Play customer logos" }));
    act(() => vi.advanceTimersByTime(LOGO_STRIP_STEP_MS + 1000));
    expect(firstLogo(container)).toBe("Tickbridge Markets");
  });

  it("holds still while hovered", () => {
    vi.useFakeTimers();
    const { container } = render(<LogoStrip />);
    fireEvent.mouseEnter(screen.getByRole("region"));
    act(() => vi.advanceTimersByTime(LOGO_STRIP_STEP_MS * 3));
    expect(firstLogo(container)).toBe("Basketly");
    fireEvent.mouseLeave(screen.getByRole("region"));
    act(() => vi.advanceTimersByTime(LOGO_STRIP_STEP_MS + 1000));
    expect(firstLogo(container)).toBe("Learnwell");
  });

  it("starts paused when the visitor prefers reduced motion", () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query === "(prefers-reduced-motion: reduce)",
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    try {
      const { container } = render(<LogoStrip />);
      expect(screen.getByRole("button", { name: "Play customer logos" })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(LOGO_STRIP_STEP_MS * 3));
      expect(firstLogo(container)).toBe("Basketly");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
