import type { AssetDetail, AssetDetailResponse, DetailsByIdQuery } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/details/by-id?id&type: one element's locators or one step group's steps. */
export async function getAssetDetail(query: DetailsByIdQuery, signal?: AbortSignal): Promise<AssetDetail> {
  const body = await assetsGet<AssetDetailResponse>("details/by-id", query, signal);
  return body.responseObject;
}
