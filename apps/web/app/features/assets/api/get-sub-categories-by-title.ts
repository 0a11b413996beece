import type { SubCategoriesByTitleQuery, SubCategoriesByTitleResponse, SubCategoryItem } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/sub-categories/by-title?title&typeId: the NLPs, elements or step groups inside one card. */
export async function getSubCategoriesByTitle(
  query: SubCategoriesByTitleQuery,
  signal?: AbortSignal,
): Promise<SubCategoryItem[]> {
  const body = await assetsGet<SubCategoriesByTitleResponse>("sub-categories/by-title", query, signal);
  return body.responseObject;
}
