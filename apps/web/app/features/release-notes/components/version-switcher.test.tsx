import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VersionSwitcher } from "./version-switcher";

const releases = [
  { version: "1.0", date: "2023-03-14", path: "/release-notes/version/1/0" },
  { version: "2.1", date: "2024-10-15", path: "/release-notes/version/2/1" },
  { version: "2.2", date: "2025-05-20", path: "/release-notes/version/2/2" },
];

function SwitcherOn21() {
  return <VersionSwitcher releases={releases} current="2.1" latest="2.2" />;
}

describe("VersionSwitcher", () => {
  it("links every version, newest first, marks the one on screen and labels the latest", async () => {
    const Stub = createRoutesStub([{ path: "*", Component: SwitcherOn21 }]);
    render(<Stub initialEntries={["/release-notes/version/2/1"]} />);
    const nav = await screen.findByRole("navigation", { name: "Versions" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/release-notes/version/2/2",
      "/release-notes/version/2/1",
      "/release-notes/version/1/0",
    ]);
    expect(links[0]).toHaveTextContent(/Release notes 2\.2\s*Latest\s*May 2025/);
    expect(links[1]).toHaveAttribute("aria-current", "page");
    expect(links[2]).not.toHaveAttribute("aria-current");
  });
});
