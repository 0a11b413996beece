import type { AssetType, AssetTypesResponse } from "@ignitest/contracts";
import { assetsGet } from "./assets-request";

/** GET /v1/public/assets-types: the id of each asset type (Nlps, Elements, StepGroups). */
export async function getAssetTypes(signal?: AbortSignal): Promise<AssetType[]> {
  const body = await assetsGet<AssetTypesResponse>("assets-types", {}, signal);
  return body.responseObject;
}
