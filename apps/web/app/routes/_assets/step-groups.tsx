import { AssetListing } from "~/features/assets/components/asset-listing";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/step-groups";
import { assetsPageCopy } from "./page-copy.server";

/** /step-groups?key={filter}&q={query}: every step group card. Prerendered once without a query; the catalogue data loads in the browser. */
export function loader() {
  return { copy: assetsPageCopy("/step-groups") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.description, path: copy.path });
}

export default function StepGroupsPage({ loaderData }: Route.ComponentProps) {
  return <AssetListing typeName="StepGroups" copy={loaderData.copy} />;
}
