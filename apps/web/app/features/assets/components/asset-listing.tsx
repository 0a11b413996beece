import { type AssetTypeName, pageLimits } from "@ignitest/contracts";
import { useId } from "react";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import type { PageCopy } from "~/page-copy/page-copy";
import { typeIdOf, useAssetTypes } from "../hooks/use-asset-types";
import { useListingParams } from "../hooks/use-listing-params";
import { useListingSearch } from "../hooks/use-listing-search";
import { useSectionList } from "../hooks/use-section-list";
import { assetTypeLabels } from "../utils/asset-type-labels";
import { AssetsBreadcrumb } from "./assets-breadcrumb";
import { FilterTabs } from "./filter-tabs";
import { ListingResults, searchStatus } from "./listing-results";
import { SearchBox } from "./search-box";

/**
 * A View All listing (/nlp's, /step-groups, /elements): every card of the
 * type under the tab named by `key`, and a search that runs as you type. Tab
 * and query live in the URL, so a copied link shows the same results.
 */
export function AssetListing({ typeName, copy }: { typeName: AssetTypeName; copy: PageCopy }) {
  const assetTypes = useAssetTypes();
  const typeId = typeIdOf(assetTypes, typeName);
  const { ready, query, filter, setQuery, setFilter } = useListingParams();
  const list = useSectionList(ready ? typeId : undefined, filter, { size: pageLimits.maxSize });
  const search = useListingSearch(typeName, typeId, filter, query);
  const headingId = useId();
  const plural = assetTypeLabels[typeName].many;

  return (
    <>
      <PageBanner eyebrow={copy.eyebrow} title={copy.h1} lead={copy.lead} />
      <section aria-labelledby={headingId} className="container-page py-10 sm:py-14">
        <AssetsBreadcrumb trail={[{ label: plural }]} />
        <h2 id={headingId} className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Browse {plural}
        </h2>
        <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
          <SearchBox
            key={ready ? "ready" : "prerendered"}
            label={`Search ${plural}`}
            placeholder={typeName === "Nlps" ? "e.g. click, verify title, upload" : "e.g. login, checkout"}
            initialQuery={query}
            onSearch={(next) => {
              if (next !== query) setQuery(next);
            }}
          />
          <p aria-live="polite" className="min-h-6 text-sm text-slate-700">
            {searchStatus(query, search.results, search.searching)}
          </p>
        </div>
        <div className="mt-6">
          <FilterTabs label={`Filter ${plural} by platform`} value={filter} onChange={setFilter}>
            <ListingResults query={query} search={search} list={list} types={assetTypes.types} plural={plural} />
          </FilterTabs>
        </div>
      </section>
      <div className="border-t border-slate-200">
        <PageSections sections={copy.sections} />
      </div>
      <ReadyToExplore />
    </>
  );
}
