import { signInProducts, site } from "@ignitest/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LOGIN_RECORD_KEY, signOut } from "~/features/account";
import { renderHeader, signIn } from "./header-test-stub";

vi.mock("~/features/account/api/sign-out", () => ({ signOut: vi.fn(async () => false) }));

const banner = () => screen.getByRole("banner");

describe("Header: signed out and signed in", () => {
  it("offers Sign In in a new tab and Get a Demo when signed out", async () => {
    renderHeader();
    await screen.findByRole("heading", { name: "Home" });
    const signInLink = within(banner()).getByRole("link", { name: /^Sign In/ });
    expect(signInLink).toHaveAttribute("href", `/signin?product=${signInProducts.platform}`);
    expect(signInLink).toHaveAttribute("target", "_blank");
    expect(signInLink.getAttribute("rel")).toContain("noopener");
    expect(within(banner()).getByRole("link", { name: "Get a Demo" })).toHaveAttribute("href", "/schedule-demo");
    expect(within(banner()).queryByRole("button", { name: /account menu/ })).toBeNull();
  });

  it("sends signed-out visitors from My Products to sign-in or the product pages", async () => {
    const { user } = renderHeader();
    await user.click(await screen.findByRole("button", { name: "My Products" }));
    const dialog = await screen.findByRole("dialog", { name: "My Products" });
    const href = (name: string) => within(dialog).getByRole("link", { name }).getAttribute("href");
    expect(href("Platform")).toBe(`/signin?product=${signInProducts.platform}`);
    expect(href("Finder")).toBe(`/signin?product=${signInProducts.finder}`);
    expect(href("Cloud")).toBe(`/${site.slug}-cloud`);
    expect(href("Assets")).toBe(`/${site.slug}-assets`);
  });

  it("shows the profile initial and a popup with name, user name and Sign Out when signed in", async () => {
    signIn();
    const { user } = renderHeader();
    const profile = await within(banner()).findByRole("button", { name: /account menu/ });
    expect(profile).toHaveTextContent(/^J$/);
    expect(within(banner()).queryByRole("link", { name: /^Sign In/ })).toBeNull();

    await user.click(profile);
    const popup = await screen.findByRole("dialog", { name: "jane Doe" });
    expect(popup).toHaveTextContent("jane@example.com");
    await user.click(within(popup).getByRole("button", { name: "Sign Out" }));
    expect(signOut).toHaveBeenCalledWith(expect.objectContaining({ userName: "jane@example.com" }));
  });

  it("lets signed-in users launch Platform and Finder from My Products, and reach all products", async () => {
    signIn();
    const { user } = renderHeader();
    await user.click(await screen.findByRole("button", { name: "My Products" }));
    const dialog = await screen.findByRole("dialog", { name: "My Products" });
    expect(within(dialog).getByRole("button", { name: "Platform" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Finder" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Cloud" })).toHaveAttribute("href", `/${site.slug}-cloud`);
    expect(within(dialog).getByRole("link", { name: "All my products" })).toHaveAttribute(
      "href",
      `/${site.slug}-products`,
    );
  });

  it("treats a malformed login record as signed out", async () => {
    window.localStorage.setItem(LOGIN_RECORD_KEY, "{oops");
    renderHeader();
    expect(await within(banner()).findByRole("link", { name: /^Sign In/ })).toBeInTheDocument();
  });
});
