import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { ConcurrencyCalculator } from "~/features/calculator/components/concurrency-calculator";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/concurrent-execution-calculator";

export async function loader() {
  const page = pageCopy("/concurrent-execution-calculator");
  if (!page) throw new Error("content/pages has no copy for /concurrent-execution-calculator");
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function ConcurrentExecutionCalculator({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light" />
      <div className="container-page pt-12 sm:pt-16">
        <ConcurrencyCalculator />
      </div>
      <PageSections sections={page.sections} />
      <ReadyToExplore />
    </>
  );
}
