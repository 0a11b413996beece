import type { CategoryDetail, CategoryResponse } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/categories/{id}: one card with its long description and type name. */
export async function getCategory(id: string, signal?: AbortSignal): Promise<CategoryDetail> {
  const body = await assetsGet<CategoryResponse>(`categories/${encodeURIComponent(id)}`, {}, signal);
  return body.responseObject;
}
