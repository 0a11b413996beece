import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderHeader } from "./header-test-stub";

describe("Header: mobile menu", () => {
  it("opens an accordion menu and closes it on navigation", async () => {
    const { user } = renderHeader();
    const toggle = await screen.findByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panelId = toggle.getAttribute("aria-controls") ?? "";
    expect(document.getElementById(panelId)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(panelId) as HTMLElement;
    expect(panel).toBeVisible();

    await user.click(await within(panel).findByRole("button", { name: "Products" }));
    expect(within(panel).getByRole("link", { name: "Mobile Locator Finder" })).toHaveAttribute(
      "href",
      "/mobile-locator-finder",
    );
    expect(within(panel).getAllByRole("link", { name: "Pricing" }).length).toBeGreaterThan(0);
    expect(within(panel).getByRole("link", { name: "Get a Demo" })).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Resources" }));
    await user.click(within(panel).getByRole("link", { name: "Documentation" }));
    expect(await screen.findByRole("heading", { name: "Documentation" })).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();
  });

  it("closes on Escape and returns focus to the menu button", async () => {
    const { user } = renderHeader();
    const toggle = await screen.findByRole("button", { name: "Menu" });
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
