import { AssetListing } from "~/features/assets/components/asset-listing";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/elements";
import { assetsPageCopy } from "./page-copy.server";

/** /elements?key={filter}&q={query}: every element card. Prerendered once without a query; the catalogue data loads in the browser. */
export function loader() {
  return { copy: assetsPageCopy("/elements") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.description, path: copy.path });
}

export default function ElementsPage({ loaderData }: Route.ComponentProps) {
  return <AssetListing typeName="Elements" copy={loaderData.copy} />;
}
