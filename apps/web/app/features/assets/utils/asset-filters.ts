import { type AssetFilterKey, type AssetTag, assetFilterKeys, assetTagByFilterKey } from "@ignitest/contracts";

/** docs/product/data.md#asset-filters: the asset filter values, "all" or one platform tag. */
export type AssetFilterValue = "all" | AssetTag;

type AssetFilter = { value: AssetFilterValue; label: string; key: AssetFilterKey };

/** docs/product/blocks.md#filter-tabs: the filter tabs, in order; All items is the default. */
export const assetFilters: readonly AssetFilter[] = [
  { value: "all", label: "All items", key: "all" },
  { value: "Web", label: "Web", key: "web" },
  { value: "Web_And_Mobile", label: "Web & Mobile", key: "webandmobile" },
  { value: "Android", label: "Android", key: "android" },
  { value: "iOS", label: "iOS", key: "ios" },
];

export const DEFAULT_FILTER: AssetFilterValue = "all";

/** The `key` a View All link carries for a filter value (Web_And_Mobile → webandmobile). */
export function filterKeyOf(value: AssetFilterValue): AssetFilterKey {
  return assetFilters.find((filter) => filter.value === value)?.key ?? "all";
}

/** The filter value of a listing route's `key`; a missing or unknown key falls back to All items. */
export function filterValueOfKey(key: string | null): AssetFilterValue {
  const known = assetFilterKeys.find((filterKey) => filterKey === key);
  if (!known) return DEFAULT_FILTER;
  return assetTagByFilterKey[known] ?? "all";
}

export function isAssetFilterValue(value: string): value is AssetFilterValue {
  return assetFilters.some((filter) => filter.value === value);
}
