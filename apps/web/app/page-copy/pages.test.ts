import { describe, expect, it } from "vitest";
import { routeTable } from "~/site/route-table";
import { allPages } from "./pages.server";

const placeholder = /lorem ipsum|coming soon|\bTBD\b|placeholder/i;

describe("content/pages", () => {
  const pages = allPages();

  it("has copy for every route in the route table, and no copy without a route", () => {
    const routePaths = routeTable.map((entry) => entry.path).sort();
    expect([...pages.keys()].sort()).toEqual(routePaths);
  });

  it("holds no placeholder text", () => {
    for (const page of pages.values()) {
      expect(JSON.stringify(page), page.path).not.toMatch(placeholder);
    }
  });

  it("gives every page a distinct title", () => {
    const titles = [...pages.values()].map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps the anchors that menus and the product's routes link to", () => {
    const ids = (suffix: string) =>
      [...pages.values()].find((page) => page.path.endsWith(suffix))?.sections.map((section) => section.id) ?? [];
    expect(ids("-cloud")).toEqual(expect.arrayContaining(["cloud-mobile", "cloud-web", "cloud-live"]));
    expect(ids("-crowd")).toEqual(expect.arrayContaining(["web_crowd", "mobile_crowd", "webnmob_crowd"]));
    expect(ids("-assets")).toEqual(expect.arrayContaining(["platform_assets", "domain_assets", "template_store"]));
    expect(ids("-finder")).toContain("download");
  });

  it("quotes the prerequisites banner exactly as docs/product/texts.md#prerequisites does", () => {
    const safari = [...pages.values()].find(
      (page) => page.path === "/prerequisites/safari-browser-automation-limitations",
    );
    expect(safari?.eyebrow).toBe("Pre Requisites");
    expect(safari?.lead).toBe(
      "Below are the details to be considered if the customer opts for the Cloud and Onpremise version of the platform.",
    );
  });
});
