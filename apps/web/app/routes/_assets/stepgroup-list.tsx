import { CategoryItemsPage } from "~/features/assets/components/category-items-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/stepgroup-list";
import { assetsPageCopy } from "./page-copy.server";

/** /stepgroup-list?id={id}: the step groups of one card. Prerendered once without a query; the catalogue data loads in the browser. */
export function loader() {
  return { copy: assetsPageCopy("/stepgroup-list") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.description, path: copy.path });
}

export default function StepGroupListPage({ loaderData }: Route.ComponentProps) {
  return <CategoryItemsPage typeName="StepGroups" copy={loaderData.copy} />;
}
