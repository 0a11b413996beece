import { renderMarkdown } from "../../../plugins/render-markdown";
import { articlePath, pageCount, pageSlice } from "./listing";
import { relatedArticles } from "./related";
import { readBlogSources } from "./source.server";
import { authorById, blogTags, tagById } from "./taxonomy";
import type { BlogArticle, BlogArticlePage, BlogArticleSummary, BlogListing, BlogTagCount } from "./types";
import { countWords, readingMinutes } from "./words";

type Blog = { articles: BlogArticle[]; bySlug: Map<string, BlogArticle>; tags: BlogTagCount[] };

let blog: Promise<Blog> | undefined;

/** Every article rendered once per build (loaders call this for each prerendered page). */
export function loadBlog(): Promise<Blog> {
  blog ??= buildBlog();
  return blog;
}

async function buildBlog(): Promise<Blog> {
  const articles = await Promise.all(
    readBlogSources().map(async ({ slug, frontMatter, body, source }): Promise<BlogArticle> => {
      const { html } = await renderMarkdown(source);
      const author = authorById(frontMatter.author);
      if (!author) throw new Error(`content/blogs/${slug}.md: unknown author ${frontMatter.author}`);
      const words = countWords(body);
      return {
        slug,
        path: articlePath(slug),
        title: frontMatter.title,
        description: frontMatter.description,
        date: frontMatter.date,
        author,
        tags: frontMatter.tags.flatMap((id) => tagById(id) ?? []),
        cover: frontMatter.cover,
        words,
        readingMinutes: readingMinutes(words),
        html,
      };
    }),
  );
  articles.sort(newestFirst);
  const counts = new Map<string, number>();
  for (const article of articles) for (const tag of article.tags) counts.set(tag.id, (counts.get(tag.id) ?? 0) + 1);
  const tags = Object.entries(blogTags)
    .filter(([id]) => counts.has(id))
    .map(([id, label]) => ({ id, label, count: counts.get(id) ?? 0 }));
  return { articles, bySlug: new Map(articles.map((article) => [article.slug, article])), tags };
}

/** Newest first; the slug breaks ties so the order never depends on the file system. */
export function newestFirst(a: { date: string; slug: string }, b: { date: string; slug: string }): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

export function toSummary({ html: _html, ...summary }: BlogArticle): BlogArticleSummary {
  return summary;
}

/** One page of the listing, optionally of one tag; null when that page or tag has no articles. */
export async function blogListing({
  tag,
  page,
}: {
  tag?: string | undefined;
  page: number;
}): Promise<BlogListing | null> {
  const { articles, tags } = await loadBlog();
  let selected: BlogTagCount | null = null;
  if (tag !== undefined) {
    selected = tags.find((candidate) => candidate.id === tag) ?? null;
    if (!selected) return null;
  }
  const selectedId = selected?.id;
  const matching = selectedId ? articles.filter((article) => article.tags.some((t) => t.id === selectedId)) : articles;
  const pages = pageCount(matching.length);
  if (page < 1 || page > pages) return null;
  return {
    tag: selected,
    page,
    pageCount: pages,
    total: matching.length,
    articles: pageSlice(matching, page).map(toSummary),
    tags,
  };
}

export async function blogArticle(slug: string): Promise<BlogArticlePage | null> {
  const { articles, bySlug } = await loadBlog();
  const article = bySlug.get(slug);
  if (!article) return null;
  const index = articles.indexOf(article);
  const newer = articles[index - 1];
  const older = articles[index + 1];
  return {
    article,
    related: relatedArticles(article, articles).map(toSummary),
    newer: newer ? toSummary(newer) : null,
    older: older ? toSummary(older) : null,
  };
}
