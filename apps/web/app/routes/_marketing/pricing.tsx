import { site, withBrand } from "@ignitest/contracts";
import { Link } from "react-router";
import { FaqAccordion } from "~/components/blocks/faq-accordion";
import { ReadyToGetStarted } from "~/components/blocks/ready-to-get-started";
import { PageBanner } from "~/components/page/page-banner";
import { ComparisonTable } from "~/features/pricing/components/comparison-table";
import { PlanCards } from "~/features/pricing/components/plan-cards";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import { faqPage, softwareApplication } from "~/site/structured-data";
import { faqs, labels } from "../../../../../content/pages/platform-pricing";
import type { Route } from "./+types/pricing";

const path = withBrand("/{brand}-platform-pricing");

export async function loader() {
  const page = pageCopy(path);
  if (!page) throw new Error(`content/pages has no copy for ${path}`);
  return { page };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: page.title, description: page.description, path: page.path }),
    softwareApplication({ name: site.name, description: page.description }),
    faqPage(faqs),
  ];
}

export default function Pricing({ loaderData: { page } }: Route.ComponentProps) {
  const choosing = page.sections.find((section) => section.id === "choosing-a-plan");
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} />
      <div className="container-page py-14">
        <PlanCards sections={page.sections} />
      </div>
      <section aria-labelledby="compare-heading" className="container-page pb-14">
        <h2 id="compare-heading" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
          {labels.compareHeading}
        </h2>
        <ComparisonTable />
      </section>
      {choosing ? (
        <section id={choosing.id} aria-labelledby="choosing-heading" className="bg-slate-50">
          <div className="container-page py-14">
            <h2 id="choosing-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {choosing.heading}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-slate-700">{choosing.body}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/concurrent-execution-calculator" className="btn btn-primary">
                {labels.calculatorLink}
              </Link>
              <Link to="/prerequisites/cloud-version" className="btn btn-secondary">
                {labels.cloudPrerequisitesLink}
              </Link>
              <Link to="/prerequisites/on-premise-version" className="btn btn-secondary">
                {labels.onPremisePrerequisitesLink}
              </Link>
            </div>
          </div>
        </section>
      ) : null}
      <div className="container-page py-14">
        <FaqAccordion heading={labels.faqHeading} items={faqs} />
      </div>
      <ReadyToGetStarted />
    </>
  );
}
