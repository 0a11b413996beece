import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { caseStudySummaries } from "~/features/case-studies/case-study-summaries.server";
import { CaseStudyCard } from "~/features/case-studies/components/case-study-card";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/case-studies";

export const handle = { headerStyle: "position" };

export async function loader() {
  const page = pageCopy("/case-studies");
  if (!page) throw new Error("content/pages has no copy for /case-studies");
  return { page, studies: caseStudySummaries() };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function CaseStudies({ loaderData: { page, studies } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light" />
      <div className="container-page pt-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {studies.map((study) => (
            <CaseStudyCard key={study.path} study={study} />
          ))}
        </ul>
      </div>
      <PageSections sections={page.sections} />
      <ReadyToExplore />
    </>
  );
}
