import { site } from "@ignitest/contracts";
import { data } from "react-router";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { RelatedPages } from "~/components/page/related-pages";
import { pageCopy } from "~/content/pages.server";
import { illustrationFor } from "~/features/illustrations/by-page";
import { Illustration } from "~/features/illustrations/illustration";
import { relatedLinks } from "~/features/related-pages/related-links.server";
import { useHashScroll } from "~/lib/use-hash-scroll";
import { isIndexable, routeTable } from "~/site/route-table";
import { pageMeta } from "~/site/seo";
import { softwareApplication } from "~/site/structured-data";
import type { Route } from "./+types/content-page";

/**
 * The shared template for routes whose screen is still copy-only: banner and
 * sections from content/pages. The loader runs at build time (prerender).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const path = decodeURIComponent(new URL(request.url).pathname);
  const page = pageCopy(path);
  const entry = routeTable.find((candidate) => candidate.path === path);
  if (!page || !entry) throw data(`No copy in content/pages for ${path}`, { status: 404 });
  return {
    page,
    indexable: isIndexable(entry),
    section: entry.section,
    illustration: illustrationFor(entry.template),
    related: relatedLinks(entry.template),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page, indexable, section } = loaderData;
  const meta = pageMeta({ title: page.title, description: page.description, path: page.path, noindex: !indexable });
  // Product pages describe the application itself: search engines get it with its plans.
  const isProduct = section === "platform" || section === "products";
  return isProduct ? [...meta, softwareApplication({ name: site.name, description: page.description })] : meta;
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, section, illustration, related } = loaderData;
  // Menu links such as /{brand}-cloud#cloud-live land on their section, on load and when clicked on the page.
  useHashScroll();
  return (
    <>
      <PageBanner
        eyebrow={page.eyebrow}
        title={page.h1}
        lead={page.lead}
        tone={page.headerStyle === "position" ? "light" : "dark"}
        aside={illustration ? <Illustration spec={illustration} /> : undefined}
      />
      <PageSections sections={page.sections} />
      {related ? <RelatedPages heading={related.heading} links={related.links} /> : null}
      {section === "account" ? null : <ReadyToExplore />}
    </>
  );
}
