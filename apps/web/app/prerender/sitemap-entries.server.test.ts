import { describe, expect, it } from "vitest";
import { readBlogSources } from "~/features/blog/source.server";
import { docPath } from "~/features/docs/navigation";
import { readDocSources } from "~/features/docs/source.server";
import { isIndexable, routeTable } from "~/site/route-table";
import { sitemapEntries } from "./sitemap-entries.server";

describe("sitemap entries", () => {
  it("dates articles, docs and release notes from their content, and lists each page once", async () => {
    const entries = await sitemapEntries();
    const byPath = new Map(entries.map((entry) => [entry.path, entry.lastmod]));
    expect(byPath.size).toBe(entries.length);
    const [article] = readBlogSources();
    expect(byPath.get(`/blogs/${article?.slug}`)).toBe(article?.frontMatter.date);
    const [doc] = readDocSources();
    expect(byPath.get(docPath(doc?.section ?? "", doc?.slug ?? ""))).toBe(doc?.frontMatter.lastUpdated);
    expect(byPath.get("/release-notes/latest-version")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const lastmod of byPath.values()) if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("lists the blog listing and tag pages, dated by their newest article, and no noindex page", async () => {
    const entries = await sitemapEntries();
    const newestArticle = readBlogSources()
      .map(({ frontMatter }) => frontMatter.date)
      .sort()
      .at(-1);
    expect(entries).toContainEqual({ path: "/blogs", lastmod: newestArticle });
    expect(entries).toContainEqual({ path: "/blogs/page/2", lastmod: newestArticle });
    expect(entries.filter((entry) => entry.path.startsWith("/blogs/tag/")).length).toBeGreaterThan(0);
    const hidden = routeTable.filter((entry) => !isIndexable(entry)).map((entry) => entry.path);
    expect(hidden).toContain("/otp-verification");
    for (const path of hidden) expect(entries.map((entry) => entry.path)).not.toContain(path);
  });
});
