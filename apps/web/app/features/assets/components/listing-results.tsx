import { type AssetListItem, type AssetType, nlpSearchLimit } from "@ignitest/contracts";
import type { ListingSearchResults } from "../hooks/use-listing-search";
import { CardGrid } from "./card-grid";
import { EmptyState } from "./empty-state";
import { NlpList } from "./nlp-list";

type ListingResultsProps = {
  query: string;
  search: { results: ListingSearchResults | null; searching: boolean };
  list: { items: readonly AssetListItem[]; loading: boolean };
  types: readonly AssetType[];
  plural: string;
};

/**
 * What a listing shows: the search results once a search has answered, else
 * the cards of the active tab. A failed search leaves whatever was on screen
 * (docs/product/calls.md#nlp-search: the previous list stays).
 */
export function ListingResults({ query, search, list, types, plural }: ListingResultsProps) {
  const { results } = search;
  if (query && results) {
    if (results.items.length === 0) return <EmptyState />;
    if (results.kind === "nlps") return <NlpList key={results.query} items={results.items} />;
    return <CardGrid items={results.items} loading={false} types={types} loadingLabel={`Loading ${plural}`} />;
  }
  const waitingForFirstSearch = query !== "" && search.searching;
  return (
    <CardGrid
      items={list.items}
      loading={list.loading || waitingForFirstSearch}
      types={types}
      loadingLabel={`Loading ${plural}`}
    />
  );
}

/** The polite announcement of what the list shows, e.g. "12 results for “click”". */
export function searchStatus(query: string, results: ListingSearchResults | null, searching: boolean): string {
  if (!query) return "";
  if (searching) return "Searching…";
  if (!results) return "";
  const count = results.items.length;
  // The NLP search answers at most 50: say so rather than imply there are exactly 50.
  const capped = results.kind === "nlps" && count >= nlpSearchLimit;
  return `${capped ? "First " : ""}${count} ${count === 1 ? "result" : "results"} for “${results.query}”`;
}
