import { HttpError } from "../../../http/errors.js";
import type { AssetsRepository } from "../assets-repository.js";
import { requireAssetType } from "./require-asset-type.js";

/** The card of this type with this title (ignoring case), or a 404 that names what was missing. */
export async function requireCategoryByTitle(repository: AssetsRepository, typeId: string, title: string) {
  const type = await requireAssetType(repository, typeId);
  const found = await repository.findCategoryByTitle(typeId, title);
  if (!found) throw new HttpError(404, `There is no ${type.type} category titled "${title}".`);
  return { category: found.category, typeName: type.type };
}
