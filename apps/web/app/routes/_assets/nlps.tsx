import { AssetListing } from "~/features/assets/components/asset-listing";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/nlps";
import { assetsPageCopy } from "./page-copy.server";

/** /nlp's?key={filter}&q={query}: every NLP card, or NLPs matching the search. Prerendered once without a query; the catalogue data loads in the browser. */
export function loader() {
  return { copy: assetsPageCopy("/nlp's") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.description, path: copy.path });
}

export default function NlpsPage({ loaderData }: Route.ComponentProps) {
  return <AssetListing typeName="Nlps" copy={loaderData.copy} />;
}
