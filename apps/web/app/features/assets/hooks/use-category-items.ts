import type { AssetTypeName, CategoryDetail, SubCategoryItem } from "@ignitest/contracts";
import { AssetsRequestError } from "../api/assets-request";
import { getCategory } from "../api/get-category";
import { getSubCategoriesByTitle } from "../api/get-sub-categories-by-title";
import { useRemoteData } from "./use-remote-data";

export type CategoryWithItems = { category: CategoryDetail; items: SubCategoryItem[] };

/** A card and the items inside it: categories/{id}, then sub-categories/by-title with its title and type. */
export async function loadCategoryWithItems(
  id: string,
  typeName: AssetTypeName,
  signal: AbortSignal,
): Promise<CategoryWithItems> {
  const category = await getCategory(id, signal);
  // An NLP card's id on /elements-list is as unknown to that page as a made-up id.
  if (category.typeName !== typeName) throw new AssetsRequestError(`${id} is not a ${typeName} card`);
  const items = await getSubCategoriesByTitle({ title: category.title, typeId: category.typeId }, signal);
  return { category, items };
}

/** The card named by the page's id, with its items; data null for a missing, unknown or failed id. */
export function useCategoryItems(id: string | null | undefined, typeName: AssetTypeName) {
  const key = typeof id === "string" ? `${typeName}|${id}` : id;
  return useRemoteData(key, (signal) =>
    typeof id === "string" ? loadCategoryWithItems(id, typeName, signal) : Promise.reject(new Error("No id")),
  );
}
