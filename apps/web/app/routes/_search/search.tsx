import { PageBanner } from "~/components/page/page-banner";
import { SearchPage } from "~/features/search/components/search-page";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/search";

export const handle = { headerStyle: "position" };

/** /search: the search form and, for ?q=…, the results (read and searched in the browser). */
export function loader() {
  const page = pageCopy("/search");
  if (!page) throw new Error("content/pages has no copy for /search");
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function Search({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light" />
      <div className="container-page py-10 sm:py-12">
        <SearchPage tips={page.sections.find((section) => section.id === "search-tips")} />
      </div>
    </>
  );
}
