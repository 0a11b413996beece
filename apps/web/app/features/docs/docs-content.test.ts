import { describe, expect, it } from "vitest";
import { isExternalPath } from "~/components/sidebar/sidebar-entry";
import { docsIndex, loadDocs } from "./content.server";
import { popularDocPaths } from "./popular";
import { docSectionIds } from "./sections";
import { buildDocsSidebar } from "./sidebar.server";

/**
 * The content check for content/docs (issue 6): enough pages in every
 * section, substantial bodies with steps, no placeholder text, no vendor
 * brand names for the cloud providers (GLOSSARY.md), and no link that leads
 * nowhere. Front matter is validated when the files are read.
 */
const minimumPages = 70;
const minimumWords = 250;
const placeholder = /lorem|ipsum|coming soon|\[insert|\binsert (?:text|link) here\b/i;
const placeholderMarkers = /\b(?:TBD|TODO|FIXME|XXX)\b/;
const vendorNames = /browserstack|sauce ?labs|lambdatest|perfecto|kobiton|headspin|pcloudy|testingbot|aws device farm/i;

describe("content/docs", async () => {
  const { pages } = await loadDocs();

  it(`holds at least ${minimumPages} pages, in all twelve sections`, () => {
    expect(pages.length).toBeGreaterThanOrEqual(minimumPages);
    const empty = docSectionIds.filter((id) => !pages.some((page) => page.section === id));
    expect(empty).toEqual([]);
  });

  it(`gives every page at least ${minimumWords} words and numbered steps`, () => {
    expect(pages.filter((p) => p.words < minimumWords).map((p) => `${p.path}: ${p.words} words`)).toEqual([]);
    expect(pages.filter((p) => !p.html.includes("<ol>")).map((p) => p.path)).toEqual([]);
  });

  it("gives every page a unique title and description, headings for its table of contents, and no h1", () => {
    for (const key of ["title", "description"] as const) {
      const values = pages.map((page) => page[key].toLowerCase());
      expect(
        values.filter((value, index) => values.indexOf(value) !== index),
        key,
      ).toEqual([]);
    }
    expect(pages.filter((page) => page.headings.length < 2).map((page) => page.path)).toEqual([]);
    expect(pages.filter((page) => /<h1[\s>]/.test(page.html)).map((page) => page.path)).toEqual([]);
  });

  it("holds no placeholder text and names no real cloud-provider vendor", () => {
    const found = pages
      .filter(
        (page) => placeholder.test(page.html) || placeholderMarkers.test(page.html) || vendorNames.test(page.html),
      )
      .map((page) => page.path);
    expect(found).toEqual([]);
  });

  it("offers popular pages that exist", async () => {
    const { popular } = await docsIndex();
    expect(popular.map((page) => page.path)).toEqual([...popularDocPaths]);
  });

  it("builds a sidebar with every page, and an external entry that leaves the site", () => {
    const sidebar = buildDocsSidebar(pages);
    const paths = sidebar.flatMap((entry) => entry.submenu ?? []).map((entry) => entry.path ?? "");
    expect(paths.filter((path) => path.startsWith("/docs/"))).toEqual(pages.map((page) => page.path));
    expect(paths.some(isExternalPath)).toBe(true);
  });
});
