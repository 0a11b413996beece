import { type AssetTypesState, typeIdOf } from "../hooks/use-asset-types";
import { useNearViewport } from "../hooks/use-near-viewport";
import { useWebSiteContent } from "../hooks/use-web-site-content";
import { CATALOGUE_ANCHOR } from "../utils/asset-links";
import { catalogueSections } from "../utils/catalogue-sections";
import { AssetSection } from "./asset-section";
import { CataloguePlaceholder } from "./catalogue-placeholder";
import { MostUsedSection } from "./most-used-section";

/**
 * The assets home (docs/product/pages-and-routes.md#catalogue-sections): Most Used
 * Assets, then the NLP, Step Groups and Elements sections, each with its
 * header and description from the web-site call. Everything here is fetched
 * in the browser. Until the visitor comes near the catalogue (or presses a
 * key), the prerendered page and hydration show a plain placeholder of
 * headings and grey cards; then the sections mount, load and show their cards
 * (issue 14, docs/decisions/093).
 */
export function Catalogue({ assetTypes }: { assetTypes: AssetTypesState }) {
  const sections = catalogueSections(useWebSiteContent());
  const { types } = assetTypes;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} id={CATALOGUE_ANCHOR} className="border-t border-slate-200 bg-slate-50/60">
      <div className="container-page py-8 sm:py-12">
        {near ? (
          sections.map(({ typeName, heading, description }) =>
            typeName === null ? (
              <MostUsedSection
                key="most-used"
                types={types}
                typesSettled={assetTypes.settled}
                heading={heading}
                description={description}
              />
            ) : (
              <AssetSection
                key={typeName}
                typeName={typeName}
                typeId={typeIdOf(assetTypes, typeName)}
                types={types}
                heading={heading}
                description={description}
              />
            ),
          )
        ) : (
          <CataloguePlaceholder sections={sections} />
        )}
      </div>
    </div>
  );
}
