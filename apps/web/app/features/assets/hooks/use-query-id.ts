import { readAssetId } from "@ignitest/contracts";
import { useClientSearchParams } from "./use-client-search-params";

/**
 * The `id` of a query page (/nlp's-list?id=…): `undefined` until hydrated,
 * `null` when missing or not an id (the page shows its empty state).
 */
export function useQueryId(): string | null | undefined {
  const { searchParams, ready } = useClientSearchParams();
  if (!ready) return undefined;
  return readAssetId(searchParams.get("id"));
}
