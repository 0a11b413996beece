import type { AssetType, AssetTypeName } from "@ignitest/contracts";
import { useId, useState } from "react";
import { useSectionList } from "../hooks/use-section-list";
import { type AssetFilterValue, DEFAULT_FILTER } from "../utils/asset-filters";
import { viewAllHref } from "../utils/asset-links";
import { assetTypeLabels } from "../utils/asset-type-labels";
import { CardGrid } from "./card-grid";
import { FilterTabs } from "./filter-tabs";
import { SectionHeading } from "./section-heading";

/** docs/product/pages-and-routes.md#section-lists: at most 7 cards, then View All when more than 7 came back. */
export const SECTION_CARD_LIMIT = 7;

type AssetSectionProps = {
  typeName: AssetTypeName;
  /** The type's id; undefined while the asset types load, null if the type is unknown. */
  typeId: string | null | undefined;
  types: readonly AssetType[];
  /** From the web-site call; null while it loads. */
  heading: string | null;
  description: string | null;
};

/** One section of the catalogue: header, filter tabs and up to 7 cards plus View All. */
export function AssetSection({ typeName, typeId, types, heading, description }: AssetSectionProps) {
  const [filter, setFilter] = useState<AssetFilterValue>(DEFAULT_FILTER);
  const { items, loading } = useSectionList(typeId, filter);
  const headingId = useId();
  const plural = assetTypeLabels[typeName].many;
  return (
    <section aria-labelledby={headingId} className="py-10">
      <SectionHeading id={headingId} heading={heading} loadingLabel={plural} description={description} />
      <div className="mt-6">
        <FilterTabs label={`Filter ${plural} by platform`} value={filter} onChange={setFilter}>
          <CardGrid
            items={items}
            loading={loading}
            types={types}
            loadingLabel={`Loading ${plural}`}
            viewAll={{ href: viewAllHref(typeName, filter), label: `View All ${plural}`, limit: SECTION_CARD_LIMIT }}
          />
        </FilterTabs>
      </div>
    </section>
  );
}
