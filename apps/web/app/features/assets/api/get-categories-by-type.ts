import type { CategoriesByTypeQuery, PagedAssetList, PagedAssetListResponse } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/categories/type?typeId&page&size: the cards of one asset type ("All items"). */
export async function getCategoriesByType(query: CategoriesByTypeQuery, signal?: AbortSignal): Promise<PagedAssetList> {
  const body = await assetsGet<PagedAssetListResponse>("categories/type", query, signal);
  return body.responseObject;
}
