import { describe, expect, it } from "vitest";
import { isExternalPath } from "~/components/sidebar/sidebar-entry";
import { prerenderPaths } from "~/site/prerender-paths";
import { routeTable } from "~/site/route-table";
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
  const { pages, byPath } = await loadDocs();

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

  it("links only to pages and headings that exist", () => {
    const known = new Set([...routeTable.map((entry) => entry.path), ...prerenderPaths()]);
    const broken: string[] = [];
    for (const page of pages) {
      for (const href of internalLinks(page.html)) {
        const [pathAndQuery = "", fragment] = href.split("#");
        const path = decodeURIComponent(pathAndQuery.split("?")[0] ?? "");
        const target = path === "" ? page : byPath.get(path);
        const exists = path === "" || known.has(path);
        const fragmentOk = !fragment || !target || target.headings.some((heading) => heading.id === fragment);
        if (!exists || !fragmentOk) broken.push(`${page.path} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
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

/** Every link target that stays on this site: root-relative paths and #fragments (code samples aside). */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
    .map((match) => (match[1] ?? "").replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") || href.startsWith("#"))
    .filter((href) => !href.startsWith("//"));
}
