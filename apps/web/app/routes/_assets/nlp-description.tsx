import { NlpDetailPage } from "~/features/assets/components/nlp-detail-page";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/nlp-description";
import { assetsPageCopy } from "./page-copy.server";

/** /nlp-description?id={id}: one NLP's description, scenarios, FAQs, rating, platforms and version. Prerendered once without a query; the catalogue data loads in the browser. */
export function loader() {
  return { copy: assetsPageCopy("/nlp-description") };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { copy } = loaderData;
  return pageMeta({ title: copy.title, description: copy.description, path: copy.path });
}

export default function NlpDescriptionPage({ loaderData }: Route.ComponentProps) {
  return <NlpDetailPage copy={loaderData.copy} />;
}
