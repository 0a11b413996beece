import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { WebinarSchedule } from "~/features/webinars/components/webinar-schedule";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import { labels } from "../../../../../content/pages/webinars";
import type { Route } from "./+types/webinars";

/** Build time: the page's copy, and the build's clock for the first split into upcoming and on demand. */
export async function loader() {
  const page = pageCopy("/webinars");
  if (!page) throw new Error("content/pages has no copy for /webinars");
  return { page, renderedAt: Date.now() };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function Webinars({ loaderData: { page, renderedAt } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light">
        <a href="#upcoming" className="btn btn-primary">
          {labels.upcomingLink}
        </a>
        <a href="#on-demand" className="btn btn-secondary">
          {labels.onDemandLink}
        </a>
      </PageBanner>
      <WebinarSchedule renderedAt={renderedAt} />
      <PageSections sections={page.sections} />
      <ReadyToExplore />
    </>
  );
}
