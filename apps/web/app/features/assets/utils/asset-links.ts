import { type AssetListItem, type AssetType, type AssetTypeName, withBrand } from "@ignitest/contracts";
import { type AssetFilterValue, filterKeyOf } from "./asset-filters";

/** The catalogue's anchor on the assets page. */
export const CATALOGUE_ANCHOR = "catalogue";

/** The assets home, scrolled to its catalogue. */
export const catalogueHref = `${withBrand("/{brand}-assets")}#${CATALOGUE_ANCHOR}`;

/** The View All listing of each type (docs/product/pages-and-routes.md#view-all). */
export const listingPaths: Record<AssetTypeName, string> = {
  Nlps: "/nlp's",
  StepGroups: "/step-groups",
  Elements: "/elements",
};

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

export function typeNameOf(typeId: string, types: readonly AssetType[]): AssetTypeName | null {
  return types.find((type) => type.id === typeId)?.type ?? null;
}

/**
 * Where a card leads (docs/product/pages-and-routes.md#card-links), chosen by matching its typeId against
 * the stored asset types. Null while the types are unknown: the card then
 * renders without a link rather than guess.
 */
export function cardHref(card: Pick<AssetListItem, "id" | "title" | "typeId">, types: readonly AssetType[]) {
  switch (typeNameOf(card.typeId, types)) {
    case "Nlps":
      return withQuery("/nlp's-list", { id: card.id, title: card.title });
    case "Elements":
      return withQuery("/elements-list", { id: card.id });
    case "StepGroups":
      return withQuery("/stepgroup-list", { id: card.id });
    default:
      return null;
  }
}

/** The View All card's target: /nlp's?key=web, /step-groups?key=all … */
export function viewAllHref(type: AssetTypeName, filter: AssetFilterValue): string {
  return withQuery(listingPaths[type], { key: filterKeyOf(filter) });
}

export function nlpDescriptionHref(nlpId: string): string {
  return withQuery("/nlp-description", { id: nlpId });
}

export function nlpCategoryHref(category: { id: string; title: string }): string {
  return withQuery("/nlp's-list", { id: category.id, title: category.title });
}
