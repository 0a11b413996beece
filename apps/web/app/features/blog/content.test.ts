import { describe, expect, it } from "vitest";
import { loadBlog } from "./content.server";
import { readBlogSources } from "./source.server";
import { blogAuthors, blogTags } from "./taxonomy";

/**
 * The content check for content/blogs (issue 5): enough real articles, valid
 * front matter, and no link that leads nowhere. Front matter itself is
 * validated by BlogFrontMatterSchema when the files are read.
 */
const minimumArticles = 85;
const minimumWords = 600;
const placeholder = /lorem|ipsum|coming soon|\[insert|\binsert (?:text|link) here\b/i;
const placeholderMarkers = /\b(?:TBD|TODO|FIXME|XXX)\b/;

describe("content/blogs", async () => {
  const sources = readBlogSources();
  const { articles } = await loadBlog();

  it(`holds at least ${minimumArticles} articles`, () => {
    expect(articles.length).toBeGreaterThanOrEqual(minimumArticles);
  });

  it(`gives every article at least ${minimumWords} words of body`, () => {
    const short = articles.filter((a) => a.words < minimumWords).map((a) => `${a.slug}: ${a.words} words`);
    expect(short).toEqual([]);
  });

  it("gives every article a unique title, slug and description", () => {
    for (const key of ["title", "slug", "description"] as const) {
      const values = articles.map((article) => article[key].toLowerCase());
      const repeated = values.filter((value, index) => values.indexOf(value) !== index);
      expect(repeated, key).toEqual([]);
    }
  });

  it("names only known authors and tags", () => {
    for (const { slug, frontMatter } of sources) {
      expect(Object.keys(blogAuthors), slug).toContain(frontMatter.author);
      for (const tag of frontMatter.tags) expect(Object.keys(blogTags), slug).toContain(tag);
    }
  });

  it("leaves the h1 to the page: no article body has one", () => {
    expect(articles.filter((article) => /<h1[\s>]/.test(article.html)).map((a) => a.slug)).toEqual([]);
  });

  it("holds no placeholder text", () => {
    const found = sources
      .filter(({ source }) => placeholder.test(source) || placeholderMarkers.test(source))
      .map(({ slug, source }) => `${slug}: ${(source.match(placeholder) ?? source.match(placeholderMarkers))?.[0]}`);
    expect(found).toEqual([]);
  });
});
