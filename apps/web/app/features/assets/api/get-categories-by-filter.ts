import type { CategoriesFilterQuery, PagedAssetList, PagedAssetListResponse } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/categories/filter?assetsTag&page&size&typeId: the cards of one type carrying a platform tag. */
export async function getCategoriesByFilter(
  query: CategoriesFilterQuery,
  signal?: AbortSignal,
): Promise<PagedAssetList> {
  const body = await assetsGet<PagedAssetListResponse>("categories/filter", query, signal);
  return body.responseObject;
}
