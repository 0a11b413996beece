import { CategoryItemsPage } from "~/features/assets/components/category-items-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/elements-list";
import { assetsPageCopy } from "./page-copy.server";

/** /elements-list?id={id}: the elements of one card. Prerendered once without a query; the catalogue data loads in the browser. */
export function loader() {
  return { copy: assetsPageCopy("/elements-list") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.description, path: copy.path });
}

export default function ElementsListPage({ loaderData }: Route.ComponentProps) {
  return <CategoryItemsPage typeName="Elements" copy={loaderData.copy} />;
}
