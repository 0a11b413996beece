import { CategoryItemsPage } from "~/features/assets/components/category-items-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/nlps-list";
import { assetsPageCopy } from "./page-copy.server";

/** /nlp's-list?id={id}&title={title}: the NLPs of one card. Prerendered once without a query; the catalogue data loads in the browser. */
export function loader() {
  return { copy: assetsPageCopy("/nlp's-list") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.description, path: copy.path });
}

export default function NlpsListPage({ loaderData }: Route.ComponentProps) {
  return <CategoryItemsPage typeName="Nlps" copy={loaderData.copy} />;
}
