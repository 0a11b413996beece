import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ThemeSwitch } from "./theme-switch";

function mockSystem(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: dark && query === "(prefers-color-scheme: dark)",
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe("ThemeSwitch", () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("steps through system, light and dark, remembering a choice and forgetting it for system", async () => {
    mockSystem(true);
    const user = userEvent.setup();
    render(<ThemeSwitch />);
    await user.click(screen.getByRole("button", { name: "Theme: System. Switch to Light" }));
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(localStorage.getItem("theme")).toBe("light");

    await user.click(screen.getByRole("button", { name: "Theme: Light. Switch to Dark" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");

    await user.click(screen.getByRole("button", { name: "Theme: Dark. Switch to System" }));
    // The system is dark here, so "system" shows dark too, and nothing is stored.
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBeNull();
  });

  it("reads a stored choice", () => {
    mockSystem(false);
    localStorage.setItem("theme", "dark");
    render(<ThemeSwitch />);
    expect(screen.getByRole("button", { name: "Theme: Dark. Switch to System" })).toBeInTheDocument();
  });
});
