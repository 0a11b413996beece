import { useEffect, useState } from "react";
import { type SearchHit, searchSite } from "../search-site";

export type SiteSearchState = {
  /** The query the hits belong to (trimmed). */
  query: string;
  status: "idle" | "loading" | "done" | "error";
  hits: SearchHit[];
  total: number;
  /** The corrected query the hits belong to, when the typed one found nothing ("jenkins" for "jenkns"). */
  correctedQuery?: string;
};

const idle: SiteSearchState = { query: "", status: "idle", hits: [], total: 0 };

/** Typing pauses this long before a search starts, so each keystroke does not fetch index chunks. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * Searches as `query` changes, debounced. While a new search runs the previous
 * hits stay on screen (no flicker between keystrokes); an answer that arrives
 * after a newer query started is dropped.
 */
export function useSiteSearch(query: string, limit: number): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>(idle);
  const term = query.trim();

  useEffect(() => {
    if (term === "") {
      setState(idle);
      return;
    }
    let current = true;
    setState((previous) => ({ ...previous, status: "loading" }));
    const timer = setTimeout(() => {
      searchSite(term, limit).then(
        ({ hits, total, correctedQuery }) =>
          current && setState({ query: term, status: "done", hits, total, correctedQuery }),
        () => current && setState({ query: term, status: "error", hits: [], total: 0 }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, limit]);

  return state;
}
