import { type AssetListItem, type AssetTypeName, type NlpItem, pageLimits } from "@ignitest/contracts";
import { searchCategories } from "../api/search-categories";
import { searchNlps } from "../api/search-nlps";
import type { AssetFilterValue } from "../utils/asset-filters";
import { useSearchResults } from "./use-search-results";

/** Search results, with the query they answer (after a failed search that is an earlier query). */
export type ListingSearchResults = { query: string } & (
  | { kind: "nlps"; items: NlpItem[] }
  | { kind: "cards"; items: AssetListItem[] }
);

/**
 * A listing page's search. NLPs search the NLPs themselves (nlp-details/search);
 * elements and step groups search their cards (categories/search). The active
 * tab narrows either by its platform tag. No query: no search.
 */
export function useListingSearch(
  typeName: AssetTypeName,
  typeId: string | null | undefined,
  filter: AssetFilterValue,
  query: string,
) {
  const assetsTags = filter === "all" ? undefined : [filter];
  let key: string | undefined;
  if (query && typeName === "Nlps") key = `nlps|${filter}|${query}`;
  else if (query && typeof typeId === "string") key = `${typeId}|${filter}|${query}`;

  return useSearchResults<ListingSearchResults>(key, async (signal) => {
    if (typeName === "Nlps") {
      return { query, kind: "nlps", items: await searchNlps({ key: query, assetsTags }, signal) };
    }
    const page = await searchCategories(
      { key: query, typeId: typeId ?? undefined, assetsTags, size: pageLimits.maxSize },
      signal,
    );
    return { query, kind: "cards", items: page.content };
  });
}
