import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { pageCopy } from "~/page-copy/pages.server";
import { routeTable } from "~/site/route-table";
import { PrerequisitesMenu } from "./components/prerequisites-menu";
import { prerequisitePages } from "./pages";

/** Everything a page's copy says, as one string. */
function copyText(path: string): string {
  const page = pageCopy(path);
  if (!page) throw new Error(`no copy for ${path}`);
  return [page.lead, ...page.sections.flatMap((section) => [section.heading, section.body, ...(section.bullets ?? [])])]
    .join("\n")
    .replace(/\s+/g, " ");
}

describe("the prerequisites pages", () => {
  it("are the three pages of the route table, each with copy under the Pre Requisites banner", () => {
    const paths = routeTable.filter((entry) => entry.path.startsWith("/prerequisites/")).map((entry) => entry.path);
    expect(prerequisitePages.map((page) => page.path)).toEqual(paths);
    for (const { path, label } of prerequisitePages) {
      expect(pageCopy(path)?.eyebrow).toBe("Pre Requisites");
      expect(pageCopy(path)?.h1).toBe(label);
    }
  });

  it("state every Safari limit of docs/product/texts.md#safari-limits", () => {
    const safari = copyText("/prerequisites/safari-browser-automation-limitations");
    const limits: Array<[string, RegExp]> = [
      ["one Safari instance per machine at a time", /one Safari instance (?:per|on a) machine at a time/i],
      ["no headless mode", /no headless mode/i],
      [
        "suite run types with more than one form or parallel run on the same machine fail",
        /sequential, parallel (?:and|or) distributed\)? [^.]*more than one form or parallel run on the same machine fail/i,
      ],
      [
        "the remote automation setting must be on",
        /turn on (?:Safari's remote automation setting|Allow Remote Automation)/i,
      ],
      ["browser-notification option unsupported", /browser notification option: unsupported/i],
      ["camera and microphone options unsupported", /camera and microphone options: unsupported/i],
      ["location option unsupported", /location option: unsupported/i],
      ["headless launch unsupported", /headless launch: unsupported/i],
    ];
    expect(limits.filter(([, pattern]) => !pattern.test(safari)).map(([limit]) => limit)).toEqual([]);
  });
});

function OnPremiseMenu() {
  return <PrerequisitesMenu currentPath="/prerequisites/on-premise-version" />;
}

describe("PrerequisitesMenu", () => {
  it("lists Cloud Version, On Premise Version and Safari Browser Limitation, marking the page on screen", async () => {
    const Stub = createRoutesStub([{ path: "*", Component: OnPremiseMenu }]);
    render(<Stub initialEntries={["/prerequisites/on-premise-version"]} />);
    const menu = await screen.findByRole("navigation", { name: "Pre Requisites" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Cloud Version",
      "On Premise Version",
      "Safari Browser Limitation",
    ]);
    expect(links[1]).toHaveAttribute("aria-current", "page");
    expect(links[0]).not.toHaveAttribute("aria-current");
    expect(links[2]).toHaveAttribute("href", "/prerequisites/safari-browser-automation-limitations");
  });
});
