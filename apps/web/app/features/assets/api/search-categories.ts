import type { CategoriesSearchBody, PagedAssetList, PagedAssetListResponse } from "@ignitest/contracts";
import { assetsPost } from "./assets-request";

/** POST /v1/public/categories/search: cards of one type whose title, description or items match the key. */
export async function searchCategories(body: CategoriesSearchBody, signal?: AbortSignal): Promise<PagedAssetList> {
  const response = await assetsPost<PagedAssetListResponse>("categories/search", body, signal);
  return response.responseObject;
}
