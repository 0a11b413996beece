import { describe, expect, it } from "vitest";
import { isExternalPath, type SidebarEntry } from "~/components/sidebar/sidebar-entry";
import { menuLeaves } from "~/features/academy/menu";
import { loadBlog } from "~/features/blog/content.server";
import { loadDocs } from "~/features/docs/content.server";
import { loadReleaseNotes } from "~/features/release-notes/content.server";
import { loadTutorials } from "~/features/tutorials/content.server";
import { tutorialSidebar } from "~/features/tutorials/sidebar.server";
import { routeTable } from "~/site/route-table";
import { prerenderPaths } from "./prerender-paths";

/**
 * No link in the written content leads nowhere: every root-relative link in
 * the docs, blog articles, release notes, tutorials and the academy menu names
 * a page of the route table or a prerendered path, and a #fragment into a doc
 * or article names one of its headings. Each feature's own content test checks
 * the rest of its files; this one needs the whole prerender list, so it lives
 * here, on the floor that collects from every feature.
 */
const known = new Set([...routeTable.map((entry) => entry.path), ...prerenderPaths()]);

/** Every link target that stays on this site: root-relative paths and #fragments (code samples aside). */
function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)]
    .map((match) => (match[1] ?? "").replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") || href.startsWith("#"))
    .filter((href) => !href.startsWith("//"));
}

/** A link split into its decoded path ("" for a same-page #fragment) and its fragment. */
function splitLink(href: string): { path: string; fragment: string | undefined } {
  const [pathAndQuery = "", fragment] = href.split("#");
  return { path: decodeURIComponent(pathAndQuery.split("?")[0] ?? ""), fragment };
}

describe("internal links", async () => {
  const [docs, blog, notes, tutorials] = await Promise.all([
    loadDocs(),
    loadBlog(),
    loadReleaseNotes(),
    loadTutorials(),
  ]);

  it("in the docs lead to pages and headings that exist", () => {
    const broken: string[] = [];
    for (const page of docs.pages) {
      for (const href of internalLinks(page.html)) {
        const { path, fragment } = splitLink(href);
        const target = path === "" ? page : docs.byPath.get(path);
        const exists = path === "" || known.has(path);
        const fragmentOk = !fragment || !target || target.headings.some((heading) => heading.id === fragment);
        if (!exists || !fragmentOk) broken.push(`${page.path} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("in blog articles lead to pages that exist, and to headings of articles", () => {
    const broken: string[] = [];
    for (const article of blog.articles) {
      for (const href of internalLinks(article.html)) {
        const { path, fragment } = splitLink(href);
        const target = path === "" ? article : path.startsWith("/blogs/") ? blog.bySlug.get(path.slice(7)) : undefined;
        const exists = path === "" || known.has(path);
        const fragmentOk = !fragment || !target || target.html.includes(`id="${fragment}"`);
        if (!exists || !fragmentOk) broken.push(`${article.slug} → ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("in release notes lead to pages that exist", () => {
    const links = notes.flatMap((note) => [...note.html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1] ?? ""));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => !known.has(href))).toEqual([]);
  });

  it("in tutorials lead to pages that exist", () => {
    const broken = tutorials.flatMap((tutorial) =>
      [...tutorial.html.matchAll(/<a\s[^>]*?href="(\/[^"#?]*)/g)]
        .map((match) => match[1] ?? "")
        .filter((href) => !known.has(href))
        .map((href) => `${tutorial.path} → ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it("in the tutorials' sidebar lead to pages that exist", () => {
    const leaves = (entries: readonly SidebarEntry[]): SidebarEntry[] =>
      entries.flatMap((entry) => (entry.submenu ? leaves(entry.submenu) : [entry]));
    const internal = leaves(tutorialSidebar())
      .map((leaf) => leaf.path ?? "")
      .filter((path) => !isExternalPath(path));
    expect(internal.filter((path) => !known.has(splitLink(path).path))).toEqual([]);
  });

  it("in the academy's video menu lead to prerendered lessons and the playground's practice tasks", () => {
    const lessons = menuLeaves().filter((leaf) => leaf.path && !isExternalPath(leaf.path));
    expect(lessons.length).toBeGreaterThan(0);
    expect(lessons.filter((leaf) => !known.has(splitLink(leaf.path ?? "").path)).map((leaf) => leaf.path)).toEqual([]);
  });
});
