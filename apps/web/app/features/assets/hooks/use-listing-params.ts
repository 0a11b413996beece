import { useCallback } from "react";
import { type AssetFilterValue, filterKeyOf, filterValueOfKey } from "../utils/asset-filters";
import { useClientSearchParams } from "./use-client-search-params";

/**
 * A listing page's state lives in its URL so a link reproduces it:
 * `key` is the filter tab (all, web, webandmobile, android, ios: docs/product/pages-and-routes.md#view-all) and
 * `q` the search. Typing replaces the history entry; a tab adds one.
 */
export function useListingParams() {
  const { searchParams, setSearchParams, ready } = useClientSearchParams();
  const query = (searchParams.get("q") ?? "").trim();
  const filter = filterValueOfKey(searchParams.get("key"));

  const setQuery = useCallback(
    (next: string) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set("q", next);
          else params.delete("q");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setFilter = useCallback(
    (next: AssetFilterValue) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set("key", filterKeyOf(next));
          return params;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { ready, query, filter, setQuery, setFilter };
}
