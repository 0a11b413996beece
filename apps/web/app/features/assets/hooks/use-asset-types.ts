import type { AssetType, AssetTypeName } from "@ignitest/contracts";
import { useEffect, useState } from "react";
import { getAssetTypes } from "../api/get-asset-types";
import { readStoredAssetTypes, storeAssetTypes } from "../utils/asset-types-storage";

export type AssetTypesState = {
  /** The known types: from the assets-types call, or from local storage until it answers (or if it fails). */
  types: AssetType[];
  /** False until the assets-types call has answered or failed. */
  settled: boolean;
};

/**
 * docs/product/data.md#asset-types: the asset types, kept in local storage under "assets-type"
 * after every assets-types call. Cards route by matching their typeId against
 * this list. Starts empty so the prerendered HTML and hydration agree.
 */
export function useAssetTypes(): AssetTypesState {
  const [state, setState] = useState<AssetTypesState>({ types: [], settled: false });

  useEffect(() => {
    const controller = new AbortController();
    const stored = readStoredAssetTypes();
    if (stored.length > 0) setState({ types: stored, settled: false });
    getAssetTypes(controller.signal).then(
      (types) => {
        if (controller.signal.aborted) return;
        storeAssetTypes(types);
        setState({ types, settled: true });
      },
      () => {
        if (!controller.signal.aborted) setState({ types: stored, settled: true });
      },
    );
    return () => controller.abort();
  }, []);

  return state;
}

/**
 * The id of one asset type: `undefined` while the types are loading, `null`
 * when they settled without it (the section then shows its empty state).
 */
export function typeIdOf({ types, settled }: AssetTypesState, name: AssetTypeName): string | null | undefined {
  const id = types.find((type) => type.type === name)?.id;
  if (id) return id;
  return settled ? null : undefined;
}
