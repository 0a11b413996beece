import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimPromptSlot, releasePromptSlot } from "../prompts";
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

  it("waits while the chat popup holds the prompt slot, and shows once it is released", () => {
    expect(claimPromptSlot("chat")).toBe(true);
    renderPrompt();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS * 5));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => releasePromptSlot("chat"));
    expect(screen.getByRole("dialog", { name: line })).toBeInTheDocument();
    // And now the chat popup would have to wait.
    expect(claimPromptSlot("chat")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Close demo prompt" }));
    expect(claimPromptSlot("chat")).toBe(true);
    releasePromptSlot("chat");
  });

  it("does not open over a button of the page", () => {
    const button = document.createElement("button");
    button.className = "btn";
    const main = document.createElement("main");
    main.append(button);
    document.body.append(main);
    // The button sits in the bottom-right corner, where the prompt would go.
    button.getBoundingClientRect = () => new DOMRect(window.innerWidth - 200, window.innerHeight - 80, 160, 44);
    renderPrompt();
    act(() => vi.advanceTimersByTime(DEMO_PROMPT_DELAY_MS * 5));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    main.remove();
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

  it("covers every account and form page: sign-up, sign-in, contact, the calculator", () => {
    for (const path of ["/signup", "/signin", "/forgot-password", "/contactus", "/concurrent-execution-calculator"]) {
      expect(isQuietPath(path), path).toBe(true);
    }
    expect(isQuietPath("/ignitest-platform")).toBe(false);
  });
});
