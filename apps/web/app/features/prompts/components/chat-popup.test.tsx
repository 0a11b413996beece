import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_CHIP, CHAT_POPUP_CLOSED_KEY, CHAT_POPUP_DELAY_MS, ChatPopup } from "./chat-popup";

function renderPopup() {
  return render(
    <MemoryRouter>
      <ChatPopup />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("ChatPopup", () => {
  it("is absent before 10 s and appears at 10 s", () => {
    renderPopup();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CHAT_POPUP_DELAY_MS - 1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("dialog", { name: "Questions about Ignitest?" })).toBeInTheDocument();
  });

  it("is a small chip that points to the team and never takes focus", () => {
    renderPopup();
    act(() => vi.advanceTimersByTime(CHAT_POPUP_DELAY_MS));
    const dialog = screen.getByRole("dialog", { name: "Questions about Ignitest?" });
    expect(screen.getByRole("link", { name: "Questions? Talk to us" })).toHaveAttribute("href", "/contactus");
    expect(dialog.style.width).toBe(`${CHAT_CHIP.width}px`);
    expect(dialog.style.height).toBe(`${CHAT_CHIP.height}px`);
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
  });

  it("never appears on a page where the prompts do not belong", () => {
    render(
      <MemoryRouter initialEntries={["/documentation"]}>
        <ChatPopup />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(CHAT_POPUP_DELAY_MS * 2));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes and stays closed for the session", () => {
    const { unmount } = renderPopup();
    act(() => vi.advanceTimersByTime(CHAT_POPUP_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Close questions popup" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CHAT_POPUP_CLOSED_KEY)).not.toBeNull();

    unmount();
    renderPopup();
    act(() => vi.advanceTimersByTime(CHAT_POPUP_DELAY_MS * 2));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with Escape", () => {
    renderPopup();
    act(() => vi.advanceTimersByTime(CHAT_POPUP_DELAY_MS));
    fireEvent.keyDown(screen.getByRole("button", { name: "Close questions popup" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
