import type { BlogAuthor, BlogTag, CoverMotif } from "./taxonomy";

/** What a listing card, a feed item and a related link need. */
export type BlogArticleSummary = {
  slug: string;
  path: string;
  title: string;
  description: string;
  date: string;
  author: BlogAuthor;
  tags: BlogTag[];
  cover: CoverMotif;
  words: number;
  readingMinutes: number;
};

export type BlogArticle = BlogArticleSummary & { html: string };

/** A tag that at least one article carries, with how many do. */
export type BlogTagCount = BlogTag & { count: number };

export type BlogListing = {
  tag: BlogTagCount | null;
  page: number;
  pageCount: number;
  total: number;
  articles: BlogArticleSummary[];
  tags: BlogTagCount[];
};

export type BlogArticlePage = {
  article: BlogArticle;
  related: BlogArticleSummary[];
  newer: BlogArticleSummary | null;
  older: BlogArticleSummary | null;
};
