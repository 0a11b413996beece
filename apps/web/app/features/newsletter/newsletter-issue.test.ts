import { describe, expect, it } from "vitest";
import { pageCopy } from "~/page-copy/pages.server";
import { routeTable } from "~/site/route-table";
import { newsletterSections } from "./newsletter-issue";

describe("newsletter sections", () => {
  const page = pageCopy("/email-web-view");

  it("turns every bullet of the copy into a link to a page that exists", () => {
    expect(page).toBeDefined();
    const paths = new Set(routeTable.map((entry) => entry.path));
    const sections = newsletterSections(page?.sections ?? []);
    expect(sections.map((section) => section.id)).toEqual(page?.sections.map((section) => section.id));
    for (const section of sections) {
      expect(section.links.length).toBeGreaterThan(0);
      for (const link of section.links) expect(paths, link.text).toContain(link.to.replace(/[?#].*$/, ""));
    }
  });

  it("fails loudly when the copy gains a bullet without a link", () => {
    const section = { id: "learn", heading: "Learn", body: "x".repeat(30), bullets: ["a", "b", "c", "d"] };
    expect(() => newsletterSections([section])).toThrow(/4 bullets but 3 links/);
  });
});
