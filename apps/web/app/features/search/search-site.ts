import { loadPagefind, type PagefindResultData } from "./pagefind";

/** One search result as the dialog and /search show it. */
export type SearchHit = {
  id: string;
  url: string;
  title: string;
  /** Docs, Tutorial, Academy, Release notes or Blog (data-pagefind-meta on each template). */
  section: string;
  /** Text with the matched words in <mark>; render it with <Excerpt>, never as HTML. */
  excerpt: string;
};

export type SearchOutcome = { hits: SearchHit[]; total: number };

/**
 * Searches the site's index and loads the first `limit` results (Pagefind
 * fetches each result's fragment on demand, so only what is shown is loaded).
 */
export async function searchSite(query: string, limit: number): Promise<SearchOutcome> {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(query);
  const results = search?.results ?? [];
  const hits = await Promise.all(results.slice(0, limit).map(async (result) => toHit(result.id, await result.data())));
  return { hits, total: results.length };
}

export function toHit(id: string, data: PagefindResultData): SearchHit {
  // The site answers /docs/a/b and redirects /docs/a/b/ to it: link to the final address.
  const url = data.url.length > 1 ? data.url.replace(/\/+(?=$|[?#])/, "") : data.url;
  return { id, url, title: data.meta.title ?? url, section: data.meta.section ?? "Page", excerpt: data.excerpt };
}
