import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ReadyToGetStarted } from "./ready-to-get-started";

describe("ReadyToGetStarted", () => {
  it("links Start Free Testing to /signup and lists Free Signup and 24/7 Support", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: ReadyToGetStarted }]);
    render(<Stub />);
    const region = await screen.findByRole("region", { name: "Ready to get Started" });
    expect(within(region).getByRole("heading", { level: 2, name: "Ready to get Started" })).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Start Free Testing" })).toHaveAttribute("href", "/signup");
    const perks = within(region).getAllByRole("listitem");
    expect(perks).toHaveLength(2);
    expect(within(perks[0] as HTMLElement).getByRole("heading", { level: 3, name: "Free Signup" })).toBeInTheDocument();
    expect(
      within(perks[1] as HTMLElement).getByRole("heading", { level: 3, name: "24/7 Support" }),
    ).toBeInTheDocument();
    for (const perk of perks) expect(perk.querySelector("p")?.textContent).toBeTruthy();
  });
});
