import type { AssetListItem, MostUsedResponse } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** docs/product/calls.md#most-used: most-used categories, page 0, size 16. */
export const MOST_USED_QUERY = { page: 0, size: 16 } as const;

/** GET /v1/public/categories/most-used?page=0&size=16: cards of every type, most used first. */
export async function getMostUsed(signal?: AbortSignal): Promise<AssetListItem[]> {
  const body = await assetsGet<MostUsedResponse>("categories/most-used", MOST_USED_QUERY, signal);
  return body.responseObject;
}
