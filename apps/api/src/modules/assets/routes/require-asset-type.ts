import type { AssetTypeName } from "@ignitest/contracts";
import { HttpError } from "../../../http/errors.js";
import type { AssetsRepository } from "../assets-repository.js";

/** The asset type with this id, or a 404 that says so. `expected` narrows it to one type. */
export async function requireAssetType(repository: AssetsRepository, typeId: string, expected?: AssetTypeName) {
  const type = await repository.findAssetType(typeId);
  if (!type) throw new HttpError(404, `There is no asset type with id "${typeId}".`);
  if (expected && type.type !== expected) {
    throw new HttpError(404, `Asset type "${typeId}" is ${type.type}, not ${expected}.`);
  }
  return { id: type.id, type: type.type as AssetTypeName };
}
