/**
 * The assets contract's plain values, free of zod on purpose: the browser's
 * assets pages check a route key, a query id or stored types with these alone,
 * so no assets page fetches zod at load (issue 14, docs/decisions/090).
 * shared.ts builds its schemas from the same values.
 */

export const assetTypeNames = ["Nlps", "Elements", "StepGroups"] as const;
export const assetFilterKeys = ["all", "web", "webandmobile", "android", "ios"] as const;
export const platforms = ["Web", "Android", "iOS"] as const;

/** An asset id: lower-case letters and digits in dash-separated runs, at most 120 characters. */
export const assetIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const assetIdMaxLength = 120;

/** The id as AssetIdSchema reads it (trimmed), or null when it is not one. */
export function readAssetId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const id = value.trim();
  return id.length > 0 && id.length <= assetIdMaxLength && assetIdPattern.test(id) ? id : null;
}

/** Route filter key → API tag; "all" has no tag (use categories/type instead of categories/filter). */
export const assetTagByFilterKey = {
  all: null,
  web: "Web",
  webandmobile: "Web_And_Mobile",
  android: "Android",
  ios: "iOS",
} as const satisfies Record<(typeof assetFilterKeys)[number], string | null>;

/** Shortest search text the API accepts (SearchKeySchema). */
export const searchKeyMinLength = 2;

/** Paging bounds: page 0…10000 (default 0), size 1…100 (default 10). Outside them: 400. */
export const pageLimits = { maxPage: 10_000, maxSize: 100, defaultSize: 10 } as const;

/**
 * POST /v1/public/nlp-details/search: NLPs whose name or description contains
 * `key` (case-insensitive), name-prefix matches first, then name matches, then
 * description matches; at most 50.
 */
export const nlpSearchLimit = 50;
