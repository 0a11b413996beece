import { site } from "@ignitest/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderHeader } from "./header-test-stub";

const banner = () => screen.getByRole("banner");

afterEach(() => {
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true, writable: true });
});

describe("Header: Products mega-menu", () => {
  it("opens on Platform and switches tabs on hover", async () => {
    const { user } = renderHeader();
    await screen.findByRole("heading", { name: "Home" });

    await user.click(screen.getByRole("button", { name: "Products" }));
    const platform = await screen.findByRole("tab", { name: "Platform" });
    expect(platform).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Web Automation Testing");

    const finder = screen.getByRole("tab", { name: "Finder" });
    await user.hover(finder);
    expect(finder).toHaveAttribute("aria-selected", "true");
    expect(platform).toHaveAttribute("aria-selected", "false");
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByRole("link", { name: /Web Locator Finder/ })).toHaveAttribute(
      "href",
      `/${site.slug}-finder/web-locator-finder`,
    );
    expect(within(panel).queryByRole("link", { name: /Mobile Locator Finder/ })).toBeNull();
  });

  it("works from the keyboard", async () => {
    const { user } = renderHeader();
    (await screen.findByRole("button", { name: "Products" })).focus();
    // The first focus loads the Radix menu (desktop-nav.tsx), whose trigger takes the focus back.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Products" })).toHaveAttribute("data-radix-collection-item"),
    );
    const trigger = screen.getByRole("button", { name: "Products" });
    expect(trigger).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("tab", { name: "Platform" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    const finder = screen.getByRole("tab", { name: "Finder" });
    expect(finder).toHaveFocus();
    expect(finder).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();
  });

  it("marks Assets and Cloud as Beta", async () => {
    const { user } = renderHeader();
    await user.click(await screen.findByRole("button", { name: "Products" }));
    expect(await screen.findByRole("tab", { name: "Assets Beta" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Cloud Beta" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Finder" })).not.toHaveTextContent("Beta");
  });

  it("keeps only one top-level menu open on hover", async () => {
    const { user } = renderHeader();
    await user.click(await screen.findByRole("button", { name: "Products" }));
    // The first pointer on the bar loads the Radix menu with the pointed item open.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "true"),
    );
    await user.hover(screen.getByRole("button", { name: "Resources" }));
    // Opened at load rather than by a hover, Radix switches after its open delay (200 ms).
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Products" })).toHaveAttribute("aria-expanded", "false"),
    );
    expect(screen.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByRole("link", { name: "Release Notes" })).toHaveAttribute(
      "href",
      "/release-notes/latest-version",
    );
  });
});

describe("Header: color", () => {
  it("is orange at the top and blue once scrolled more than 1 px", async () => {
    renderHeader();
    await screen.findByRole("heading", { name: "Home" });
    expect(banner()).toHaveClass("bg-brand-700");

    act(() => {
      Object.defineProperty(window, "scrollY", { value: 2, configurable: true, writable: true });
      fireEvent.scroll(window);
    });
    expect(banner()).toHaveClass("bg-ink-800");
    expect(banner()).not.toHaveClass("bg-brand-700");
  });

  it("is blue on pages whose route handle asks for the position style", async () => {
    renderHeader("/light");
    await screen.findByRole("heading", { name: "Light page" });
    expect(banner()).toHaveClass("bg-ink-800");
  });

  it("is blue on pages whose copy asks for the position style", async () => {
    renderHeader("/light-copy");
    await screen.findByRole("heading", { name: "Light copy" });
    expect(banner()).toHaveClass("bg-ink-800");
  });
});
