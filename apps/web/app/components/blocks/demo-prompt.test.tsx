import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_PROMPT_DELAY_MS, DEMO_PROMPT_SHOWN_KEY, DemoPrompt, isQuietPath } from "./demo-prompt";

function renderPrompt(path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/blogs">Blogs</Link>
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

    renderPrompt("/blogs");
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

  it("marks <html> while open, so the chat popup can wait on phones", () => {
    renderPrompt();
    expect(document.documentElement.dataset.demoPrompt).toBeUndefined();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    expect(document.documentElement.dataset.demoPrompt).toBe("open");
    fireEvent.click(screen.getByRole("button", { name: "Close demo prompt" }));
    expect(document.documentElement.dataset.demoPrompt).toBeUndefined();
  });

  it.each(["/schedule-demo", "/thank-you", "/thank-you-for-scheduling-demo", "/thank-you-for-contact-us"])(
    "stays away from %s",
    (path) => {
      renderPrompt(path);
      act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS * 10));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(window.sessionStorage.getItem(DEMO_PROMPT_SHOWN_KEY)).toBeNull();
    },
  );

  it("shows after moving on from a quiet page", () => {
    renderPrompt("/schedule-demo");
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    fireEvent.click(screen.getByRole("link", { name: "Blogs" }));
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS));
    expect(screen.getByRole("dialog", { name: line })).toBeInTheDocument();
  });
});

describe("isQuietPath", () => {
  it("matches the demo form and thank-you pages, with or without a trailing slash", () => {
    expect(isQuietPath("/schedule-demo/")).toBe(true);
    expect(isQuietPath("/thank-you-for-registering")).toBe(true);
    expect(isQuietPath("/")).toBe(false);
    expect(isQuietPath("/schedule-demos")).toBe(false);
  });
});
