import { type CategoriesSearchBody, type PagedAssetList, PagedAssetListResponseSchema } from "@ignitest/contracts";
import { assetsPost } from "./assets-request";

/** POST /v1/public/categories/search: cards of one type whose title, description or items match the key. */
export async function searchCategories(body: CategoriesSearchBody, signal?: AbortSignal): Promise<PagedAssetList> {
  const response = await assetsPost("categories/search", body, PagedAssetListResponseSchema, signal);
  return response.responseObject;
}
