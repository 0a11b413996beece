/**
 * The browser side of Pagefind: the index and its small search engine are
 * written to /pagefind/ at build time (scripts/search-index.mjs) and loaded
 * only when someone opens search, so no page pays for it up front.
 */

/** What Pagefind returns for one result once its fragment is loaded. */
export type PagefindResultData = {
  /** "/docs/configuration/jenkins-integration/": Pagefind ends directory URLs with a slash. */
  url: string;
  /** Plain text with the matched words wrapped in <mark>; other text is HTML-escaped. */
  excerpt: string;
  /** The page's indexed text, and the indexes of its matched words in it (split on whitespace). */
  content?: string;
  locations?: number[];
  meta: { title?: string; section?: string };
};

export type PagefindSearch = {
  results: Array<{ id: string; data: () => Promise<PagefindResultData> }>;
};

export type Pagefind = {
  options: (options: {
    excerptLength?: number;
    baseUrl?: string;
    ranking?: { metaWeights?: Record<string, number> };
  }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<PagefindSearch | null>;
};

// A variable, not a literal: the bundler must leave this import to the browser (the file exists only after the build).
const pagefindUrl = "/pagefind/pagefind.js";

let loading: Promise<Pagefind> | null = null;

/** Loads Pagefind once; a failed load (offline, say) is retried on the next call. */
export function loadPagefind(): Promise<Pagefind> {
  if (!loading) {
    loading = (async () => {
      const pagefind = (await import(/* @vite-ignore */ pagefindUrl)) as Pagefind;
      // A title match counts twice Pagefind's default (5): a page about the query beats pages that mention it.
      await pagefind.options({ excerptLength: 26, ranking: { metaWeights: { title: 10 } } });
      await pagefind.init();
      return pagefind;
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
