import type { AssetTypeName, WebSiteContent } from "@ignitest/contracts";
import { assetTypeLabels } from "./asset-type-labels";

/** One section of the assets home's catalogue, with its header and description from the web-site call. */
export type CatalogueSection = {
  /** The asset type the section lists; null for Most Used, which mixes them. */
  typeName: AssetTypeName | null;
  /** What screen readers hear while the heading loads. */
  label: string;
  /** Null while the web-site call loads. */
  heading: string | null;
  description: string | null;
};

/** The catalogue's sections in order (docs/product/pages-and-routes.md#catalogue-sections): Most Used, NLPs, Step Groups, Elements. */
export function catalogueSections(content: WebSiteContent | null): CatalogueSection[] {
  const typed = (typeName: AssetTypeName, heading?: string, description?: string): CatalogueSection => ({
    typeName,
    label: assetTypeLabels[typeName].many,
    heading: heading ?? null,
    description: description ?? null,
  });
  return [
    {
      typeName: null,
      label: "Most used assets",
      heading: content?.mostUsedHeader ?? null,
      description: content?.mostUsedDescription ?? null,
    },
    typed("Nlps", content?.nlpHeader, content?.nlpDescription),
    typed("StepGroups", content?.stepGrupHeader, content?.stepGroupDescription),
    typed("Elements", content?.elemntsHeader, content?.elementDescription),
  ];
}
