import { type AssetType, AssetTypeSchema } from "@ignitest/contracts";

/** SPEC section 3: the asset types are kept in local storage under this key, as a list of {id, type}. */
export const ASSET_TYPES_STORAGE_KEY = "assets-type";

const StoredAssetTypesSchema = AssetTypeSchema.array();

/** The stored list, or an empty list when it is missing, malformed or storage is blocked. */
export function readStoredAssetTypes(): AssetType[] {
  try {
    const raw = window.localStorage.getItem(ASSET_TYPES_STORAGE_KEY);
    if (!raw) return [];
    const parsed = StoredAssetTypesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function storeAssetTypes(types: readonly AssetType[]): void {
  try {
    window.localStorage.setItem(ASSET_TYPES_STORAGE_KEY, JSON.stringify(types.map(({ id, type }) => ({ id, type }))));
  } catch {
    // Blocked storage: routing still works from the list held in memory.
  }
}
