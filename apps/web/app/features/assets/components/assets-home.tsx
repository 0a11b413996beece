import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageSections } from "~/components/page/page-sections";
import { useHashScroll } from "~/lib/use-hash-scroll";
import type { PageCopy } from "~/page-copy/page-copy";
import { typeIdOf, useAssetTypes } from "../hooks/use-asset-types";
import { useNlpTotal } from "../hooks/use-nlp-total";
import { CATALOGUE_ANCHOR } from "../utils/asset-links";
import { AssetsBanner } from "./assets-banner";
import { Catalogue } from "./catalogue";

/**
 * /{brand}-assets: the marketing sections with their anchors (#platform_assets,
 * #domain_assets, #template_store) and, below them, the catalogue (#catalogue).
 * One assets-types call serves the banner's live count and every section.
 */
export function AssetsHome({ page }: { page: PageCopy }) {
  useHashScroll();
  const assetTypes = useAssetTypes();
  const nlpCount = useNlpTotal(typeIdOf(assetTypes, "Nlps"));
  return (
    <>
      <AssetsBanner
        eyebrow={page.eyebrow}
        title={page.h1}
        lead={page.lead}
        anchors={[...page.sections, { id: CATALOGUE_ANCHOR, heading: "Catalogue" }]}
        nlpCount={nlpCount}
      />
      <PageSections sections={page.sections} />
      <Catalogue assetTypes={assetTypes} />
      <ReadyToExplore />
    </>
  );
}
