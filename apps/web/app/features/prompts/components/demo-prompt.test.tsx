import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_CHIP, DEMO_PROMPT_DELAY_MS, DEMO_PROMPT_SHOWN_KEY, DemoPrompt } from "./demo-prompt";

function renderPrompt(path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/webinars">Webinars</Link>
      <DemoPrompt />
    </MemoryRouter>,
  );
}

const line = "See Ignitest run your own test cases in a 30-minute demo.";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("DemoPrompt", () => {
  it("is not there at first, so never in prerendered HTML", () => {
    renderPrompt();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS - 1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(DEMO_PROMPT_SHOWN_KEY)).toBeNull();
  });

  it("shows after 3 s with the demo link and marks the session", () => {
    renderPrompt();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    const dialog = screen.getByRole("dialog", { name: line });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute("href", "/schedule-demo");
    expect(window.sessionStorage.getItem(DEMO_PROMPT_SHOWN_KEY)).not.toBeNull();
  });

  it("shows once per session", () => {
    const { unmount } = renderPrompt();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    unmount();

    renderPrompt("/webinars");
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS * 10));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with its close button", () => {
    renderPrompt();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Close demo prompt" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with Escape", () => {
    renderPrompt();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    fireEvent.keyDown(screen.getByRole("link", { name: "Schedule a Demo" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("is a small chip that moves off a button in the bottom-right corner instead of covering it", () => {
    const button = document.createElement("button");
    document.body.append(button);
    // The button sits in the bottom-right corner, where the chip would go first.
    button.getBoundingClientRect = () => new DOMRect(window.innerWidth - 200, window.innerHeight - 80, 160, 44);
    renderPrompt();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    const dialog = screen.getByRole("dialog", { name: line });
    const left = Number.parseFloat(dialog.style.left);
    const top = Number.parseFloat(dialog.style.top);
    expect(dialog.style.width).toBe(`${DEMO_CHIP.width}px`);
    expect(dialog.style.height).toBe(`${DEMO_CHIP.height}px`);
    const clear =
      left + DEMO_CHIP.width <= window.innerWidth - 200 || top + DEMO_CHIP.height <= window.innerHeight - 80;
    expect(clear).toBe(true);
    button.remove();
  });

  it.each([
    "/schedule-demo",
    "/thank-you",
    "/thank-you-for-scheduling-demo",
    "/signup",
    "/documentation",
    "/ignitest-academy",
    "/blogs",
    "/no-such-page",
  ])("stays away from %s", (path) => {
    renderPrompt(path);
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS * 10));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(DEMO_PROMPT_SHOWN_KEY)).toBeNull();
  });

  it("shows after moving on from a page where it does not belong", () => {
    renderPrompt("/schedule-demo");
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    fireEvent.click(screen.getByRole("link", { name: "Webinars" }));
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    expect(screen.getByRole("dialog", { name: line })).toBeInTheDocument();
  });
});
