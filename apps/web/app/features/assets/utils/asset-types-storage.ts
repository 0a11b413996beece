import { type AssetType, assetTypeNames, readAssetId } from "@ignitest/contracts";

/** docs/product/data.md#asset-types: the asset types are kept in local storage under this key, as a list of {id, type}. */
export const ASSET_TYPES_STORAGE_KEY = "assets-type";

/** One stored entry as AssetTypeSchema reads it, checked without zod (issue 14). */
function readStoredType(entry: unknown): AssetType | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, type } = entry as { id?: unknown; type?: unknown };
  const typeName = assetTypeNames.find((name) => name === type);
  const assetId = readAssetId(id);
  return typeName && assetId ? { id: assetId, type: typeName } : null;
}

/** The stored list, or an empty list when it is missing, malformed or storage is blocked. */
export function readStoredAssetTypes(): AssetType[] {
  try {
    const raw = window.localStorage.getItem(ASSET_TYPES_STORAGE_KEY);
    if (!raw) return [];
    const stored: unknown = JSON.parse(raw);
    if (!Array.isArray(stored)) return [];
    const types = stored.map(readStoredType);
    // Like the schema: one malformed entry makes the whole list unusable.
    return types.every((type) => type !== null) ? types : [];
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
