import type { PageCopy } from "~/page-copy/page-copy";
import { pageMeta } from "~/site/seo";

/** Title, description and canonical link of an account page, from its build-time loader data. */
export function accountMeta({ loaderData }: { loaderData: { page: PageCopy; indexable: boolean } | undefined }) {
  if (!loaderData) return [];
  const { page, indexable } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path, noindex: !indexable });
}
