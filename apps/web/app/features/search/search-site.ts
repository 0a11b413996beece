import { sentenceExcerpt } from "./excerpt-text";
import { loadPagefind, type PagefindResultData } from "./pagefind";
import { titleMatchesFirst } from "./ranking";
import { correctQuery, loadVocabulary } from "./spelling";

/** One search result as the dialog and /search show it. */
export type SearchHit = {
  id: string;
  url: string;
  title: string;
  /** Docs, Tutorial, Academy, Release notes, Blog, Product, Solution, Pricing, Case study or Assets. */
  section: string;
  /** Text with the matched words in <mark>; render it with <Excerpt>, never as HTML. */
  excerpt: string;
};

export type SearchOutcome = {
  hits: SearchHit[];
  total: number;
  /** Set when the query found nothing and these are the results for the index's nearest words ("jenkins" for "jenkns"). */
  correctedQuery?: string;
};

/** Results beyond the shown ones whose titles are read too, so a title match further down can move up. */
const RERANK_EXTRA = 10;

async function runSearch(query: string, limit: number): Promise<{ hits: SearchHit[]; total: number }> {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(query);
  const results = search?.results ?? [];
  const loaded = await Promise.all(
    results.slice(0, limit + RERANK_EXTRA).map(async (result) => toHit(result.id, await result.data())),
  );
  return { hits: titleMatchesFirst(loaded, query).slice(0, limit), total: results.length };
}

/**
 * Searches the site's index and loads the first results (Pagefind fetches
 * each result's fragment on demand). A query that finds nothing is tried once
 * more with its unknown words corrected from the index's vocabulary.
 */
export async function searchSite(query: string, limit: number): Promise<SearchOutcome> {
  const outcome = await runSearch(query, limit);
  if (outcome.total > 0) return outcome;
  const corrected = correctQuery(query, await loadVocabulary().catch(() => []));
  if (!corrected) return outcome;
  const retried = await runSearch(corrected, limit);
  return retried.total > 0 ? { ...retried, correctedQuery: corrected } : outcome;
}

export function toHit(id: string, data: PagefindResultData): SearchHit {
  // The site answers /docs/a/b and redirects /docs/a/b/ to it: link to the final address.
  const url = data.url.length > 1 ? data.url.replace(/\/+(?=$|[?#])/, "") : data.url;
  const excerpt = data.content && data.locations ? sentenceExcerpt(data.content, data.locations) : data.excerpt;
  return { id, url, title: data.meta.title ?? url, section: data.meta.section ?? "Page", excerpt };
}
