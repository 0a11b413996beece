import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_POPUP_CLOSED_KEY, CHAT_POPUP_DELAY_MS, ChatPopup } from "./chat-popup";

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

  it("points to demo, contact, documentation and support", () => {
    renderPopup();
    act(() => vi.advanceTimersByTime(CHAT_POPUP_DELAY_MS));
    const dialog = screen.getByRole("dialog");
    expect(screen.getByRole("link", { name: "Schedule a demo" })).toHaveAttribute("href", "/schedule-demo");
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contactus");
    expect(screen.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "/documentation");
    const support = screen.getByRole("link", { name: /^Support/ });
    expect(support).toHaveAttribute("href", "https://support.ignitest.example");
    expect(support).toHaveAttribute("target", "_blank");
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
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
