import { data } from "react-router";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { PrerequisitesMenu } from "~/features/prerequisites/components/prerequisites-menu";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/prerequisites";

/**
 * /prerequisites/cloud-version, /on-premise-version and
 * /safari-browser-automation-limitations: the "Pre Requisites" banner, the
 * left menu of the three pages, and the page's requirements from its copy.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageCopy(path);
  if (!page) throw data(`No copy in content/pages for ${path}`, { status: 404 });
  return { page };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function Prerequisites({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} />
      <div className="container-page py-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:py-14">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <PrerequisitesMenu currentPath={page.path} />
        </aside>
        <div className="mt-10 max-w-3xl lg:mt-0">
          <PageSections sections={page.sections} variant="checklist" />
        </div>
      </div>
      <ReadyToExplore />
    </>
  );
}
