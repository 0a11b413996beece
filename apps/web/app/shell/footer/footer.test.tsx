import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routeTable } from "~/site/route-table";
import { buildYear } from "../../../plugins/build-year";
import { Footer, footerColumns } from "./footer";

vi.mock("~/features/country/hooks/use-country", () => ({ useCountry: () => null }));

const { loadLegalTexts } = vi.hoisted(() => ({ loadLegalTexts: vi.fn() }));
vi.mock("./legal-texts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./legal-texts")>()),
  loadLegalTexts,
}));

beforeEach(() => {
  const text = (title: string) => ({ title, lastUpdated: "2024-08-06", html: `<p>${title} body</p>` });
  loadLegalTexts.mockReset().mockResolvedValue({
    terms: text("Terms of Use"),
    privacy: text("Privacy Policy"),
    eula: text("End User License Agreement"),
  });
});

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole("contentinfo");
}

describe("Footer", () => {
  it("is a footer landmark with a heading for each link column", () => {
    const footer = renderFooter();
    const headings = within(footer)
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(expect.arrayContaining(["Products", "Solutions", "Resources", "Company"]));
  });

  it("links only to paths of the route table", () => {
    const known = new Set(routeTable.map((entry) => entry.path));
    const footer = renderFooter();
    const internal = within(footer)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(20);
    for (const href of internal) expect(known, href).toContain(href.split(/[?#]/)[0]);
    const declared = footerColumns.flatMap((column) => column.links).filter((link) => "to" in link);
    for (const link of declared) expect(known, link.label).toContain(link.to);
  });

  it("opens external links in a new tab and says so", () => {
    const footer = renderFooter();
    const support = within(footer).getByRole("link", { name: /^Support/ });
    expect(support).toHaveAttribute("href", "https://support.ignitest.example");
    expect(support).toHaveTextContent("Support (opens in a new tab)");
    expect(support).toHaveAttribute("target", "_blank");
    expect(support).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the copyright line with the build year, whatever the visitor's clock says", () => {
    const built = buildYear();
    // A visitor whose clock is years ahead (or a page open across New Year) still sees the build year.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(built + 5, 0, 1) });
    try {
      const footer = renderFooter();
      expect(within(footer).getByText(`${built}`).parentElement).toHaveTextContent(`© ${built} Ignitest Ltd.`);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the default offices", () => {
    const footer = renderFooter();
    const offices = within(footer)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(offices).toEqual(["Canada", "United States"]);
  });

  it.each([
    ["Terms of use", "Terms of Use"],
    ["Privacy policy", "Privacy Policy"],
    ["EULA", "End User License Agreement"],
  ])("opens the legal dialog on the %s tab", async (label, title) => {
    const user = userEvent.setup();
    renderFooter();
    const button = screen.getByRole("button", { name: label });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Legal information" });
    expect(within(dialog).getByRole("tab", { selected: true })).toHaveTextContent(label);
    expect(await within(dialog).findByRole("heading", { name: title, level: 3 })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("selects the tab of whichever legal link opened the dialog", async () => {
    const user = userEvent.setup();
    renderFooter();
    await user.click(screen.getByRole("button", { name: "EULA" }));
    await screen.findByRole("heading", { name: "End User License Agreement", level: 3 });
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Terms of use" }));
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Terms of use");
    expect(screen.getByRole("heading", { name: "Terms of Use", level: 3 })).toBeVisible();
  });
});
