import { type AssetTypesState, typeIdOf } from "../hooks/use-asset-types";
import { useNearViewport } from "../hooks/use-near-viewport";
import { useWebSiteContent } from "../hooks/use-web-site-content";
import { CATALOGUE_ANCHOR } from "../utils/asset-links";
import { AssetSection } from "./asset-section";
import { MostUsedSection } from "./most-used-section";

/**
 * The assets home (SPEC section 2, "Assets catalogue pages"): Most Used
 * Assets, then the NLP, Step Groups and Elements sections, each with its
 * header and description from the web-site call. Everything here is fetched
 * in the browser; the prerendered page shows skeletons. The cards load once
 * the catalogue nears the viewport, not while the page above it loads
 * (issue 14, docs/decisions/093); the headings come at once.
 */
export function Catalogue({ assetTypes }: { assetTypes: AssetTypesState }) {
  const content = useWebSiteContent();
  const { types } = assetTypes;
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // undefined is "not yet": the sections show skeletons until the catalogue is near.
  const typeId = (name: Parameters<typeof typeIdOf>[1]) => (near ? typeIdOf(assetTypes, name) : undefined);
  return (
    <div ref={ref} id={CATALOGUE_ANCHOR} className="border-t border-slate-200 bg-slate-50/60">
      <div className="container-page py-8 sm:py-12">
        <MostUsedSection
          types={types}
          typesSettled={assetTypes.settled}
          heading={content?.mostUsedHeader ?? null}
          description={content?.mostUsedDescription ?? null}
          enabled={near}
        />
        <AssetSection
          typeName="Nlps"
          typeId={typeId("Nlps")}
          types={types}
          heading={content?.nlpHeader ?? null}
          description={content?.nlpDescription ?? null}
        />
        <AssetSection
          typeName="StepGroups"
          typeId={typeId("StepGroups")}
          types={types}
          heading={content?.stepGrupHeader ?? null}
          description={content?.stepGroupDescription ?? null}
        />
        <AssetSection
          typeName="Elements"
          typeId={typeId("Elements")}
          types={types}
          heading={content?.elemntsHeader ?? null}
          description={content?.elementDescription ?? null}
        />
      </div>
    </div>
  );
}
