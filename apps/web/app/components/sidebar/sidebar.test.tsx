import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { activeMenusKey } from "./active-menus";
import { Sidebar } from "./sidebar";
import type { SidebarEntry } from "./sidebar-entry";

const entries: SidebarEntry[] = [
  {
    label: "User Management",
    submenu: [
      { label: "User management overview", path: "/docs/user-management/overview" },
      { label: "Invite users", path: "/docs/user-management/invite-users" },
    ],
  },
  {
    label: "Web Automation",
    submenu: [
      { label: "Scripts", path: "/video-tutorial/test-development/scripts" },
      {
        label: "Step groups",
        submenu: [{ label: "Parameterized step groups", path: "/video-tutorial/test-development/parameterized" }],
      },
    ],
  },
  { label: "Practice Test 1", path: "https://forms.example.org/practice-1" },
  { label: "Practice Test 2", path: "/playground?practice=2", newTab: true },
];

function SidebarAtLocation() {
  const { pathname } = useLocation();
  return <Sidebar label="Documentation" toggleLabel="Documentation menu" entries={entries} currentPath={pathname} />;
}

function SidebarWithPracticeDone() {
  return (
    <Sidebar
      label="Documentation"
      toggleLabel="Documentation menu"
      entries={entries}
      currentPath="/docs/user-management/invite-users"
      completedPaths={new Set(["/playground?practice=2"])}
    />
  );
}

function renderSidebar(currentPath = "/docs/user-management/invite-users") {
  const Stub = createRoutesStub([{ path: "*", Component: SidebarAtLocation }]);
  return render(<Stub initialEntries={[currentPath]} />);
}

const group = (name: string) => screen.getByRole("button", { name });

describe("Sidebar", () => {
  it("opens the groups around the current page and marks the current link", async () => {
    renderSidebar();
    expect(await screen.findByRole("link", { name: "Invite users" })).toHaveAttribute("aria-current", "page");
    expect(group("User Management")).toHaveAttribute("aria-expanded", "true");
    expect(group("Web Automation")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "User management overview" })).not.toHaveAttribute("aria-current");
  });

  it("toggles a group with a button whose aria-controls names the nested list", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const button = await screen.findByRole("button", { name: "Web Automation" });
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list).not.toBeNull();
    expect(list).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    expect(screen.getByRole("link", { name: "Scripts" })).toHaveAttribute(
      "href",
      "/video-tutorial/test-development/scripts",
    );

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(list).not.toBeVisible();
  });

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const button = await screen.findByRole("button", { name: "Web Automation" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("stores the open groups under activeMenus and restores them on the next load", async () => {
    const user = userEvent.setup();
    const first = renderSidebar();
    await user.click(await screen.findByRole("button", { name: "Web Automation" }));
    await user.click(screen.getByRole("button", { name: "Step groups" }));
    const stored: unknown = JSON.parse(window.localStorage.getItem(activeMenusKey) ?? "null");
    expect(stored).toEqual(
      expect.arrayContaining(["User Management", "Web Automation", "Web Automation › Step groups"]),
    );
    first.unmount();

    renderSidebar();
    await screen.findByRole("link", { name: "Parameterized step groups" });
    expect(group("Web Automation")).toHaveAttribute("aria-expanded", "true");
    expect(group("Step groups")).toHaveAttribute("aria-expanded", "true");
  });

  it("keeps a closed group closed after a reload", async () => {
    const user = userEvent.setup();
    const first = renderSidebar("/docs/user-management/invite-users");
    await user.click(await screen.findByRole("button", { name: "Web Automation" }));
    await user.click(group("Web Automation"));
    first.unmount();

    renderSidebar("/docs/user-management/invite-users");
    await screen.findByRole("link", { name: "Invite users" });
    expect(group("Web Automation")).toHaveAttribute("aria-expanded", "false");
  });

  it("ignores an unreadable stored value", async () => {
    window.localStorage.setItem(activeMenusKey, "{not json");
    renderSidebar();
    expect(await screen.findByRole("button", { name: "User Management" })).toHaveAttribute("aria-expanded", "true");
    expect(group("Web Automation")).toHaveAttribute("aria-expanded", "false");
  });

  it("opens external paths in a new tab and says so", async () => {
    renderSidebar();
    const external = await screen.findByRole("link", { name: /Practice Test 1/ });
    expect(external).toHaveAttribute("href", "https://forms.example.org/practice-1");
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(external).toHaveAccessibleName(/^Practice Test 1\s*\(opens in a new tab\)$/);
    expect(screen.getByRole("link", { name: "Invite users" })).not.toHaveAttribute("target");
  });

  it("opens a newTab entry on this site in a new tab, ticked when completed", async () => {
    const Stub = createRoutesStub([{ path: "*", Component: SidebarWithPracticeDone }]);
    render(<Stub initialEntries={["/docs/user-management/invite-users"]} />);
    const practice = await screen.findByRole("link", { name: /Practice Test 2/ });
    expect(practice).toHaveAttribute("href", "/playground?practice=2");
    expect(practice).toHaveAttribute("target", "_blank");
    expect(practice).toHaveAccessibleName(/^Practice Test 2\s*\(completed\)\s*\(opens in a new tab\)$/);
    expect(screen.getByRole("link", { name: /Practice Test 1/ })).not.toHaveAccessibleName(/completed/);
  });

  it("folds behind a menu button on small screens", async () => {
    const user = userEvent.setup();
    renderSidebar();
    const toggle = await screen.findByRole("button", { name: "Documentation menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveClass("hidden");
    await act(() => user.click(toggle));
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveClass("block");
  });
});
