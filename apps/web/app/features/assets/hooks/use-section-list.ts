import type { AssetListItem } from "@ignitest/contracts";
import { getCategoriesByFilter } from "../api/get-categories-by-filter";
import { getCategoriesByType } from "../api/get-categories-by-type";
import type { AssetFilterValue } from "../utils/asset-filters";
import { type RemoteKey, useRemoteData } from "./use-remote-data";

/** docs/product/pages-and-routes.md#section-lists: asset lists ask for page 0, size 10. */
export const SECTION_LIST_QUERY = { page: 0, size: 10 } as const;

export type SectionListOptions = { page?: number; size?: number };

/**
 * The cards of one asset type under one filter tab: categories/type for All
 * items, categories/filter for a platform tag. A new filter loads again.
 */
export function useSectionList(
  typeId: string | null | undefined,
  filter: AssetFilterValue,
  { page = SECTION_LIST_QUERY.page, size = SECTION_LIST_QUERY.size }: SectionListOptions = {},
) {
  const key: RemoteKey = typeof typeId === "string" ? `${typeId}|${filter}|${page}|${size}` : typeId;
  const { data, loading } = useRemoteData(key, async (signal): Promise<AssetListItem[]> => {
    if (typeof typeId !== "string") return [];
    const list =
      filter === "all"
        ? await getCategoriesByType({ typeId, page, size }, signal)
        : await getCategoriesByFilter({ typeId, assetsTag: filter, page, size }, signal);
    return list.content;
  });
  return { items: data ?? [], loading };
}
