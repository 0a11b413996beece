import { site } from "@ignitest/contracts";
import { data, Link } from "react-router";
import { CustomerLogo } from "~/components/blocks/customer-logo";
import { CustomerPortrait } from "~/components/blocks/customer-portrait";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { RelatedPages } from "~/components/page/related-pages";
import { LogoWallSection } from "~/components/sections/logo-wall-section";
import { QuoteBlock } from "~/components/sections/quote-block";
import { QuoteSection } from "~/components/sections/quote-section";
import { StatsBand } from "~/components/sections/stats-band";
import { illustrationFor } from "~/features/illustrations/by-page";
import { Illustration } from "~/features/illustrations/illustration";
import type { IllustrationSpec } from "~/features/illustrations/registry";
import { relatedLinks } from "~/features/related-pages/related-links.server";
import { customerForCaseStudy, customers } from "~/lib/customers";
import { fillTemplate } from "~/lib/fill-template";
import { useHashScroll } from "~/lib/use-hash-scroll";
import { pageCopy } from "~/page-copy/pages.server";
import { isIndexable, routeTable } from "~/site/route-table";
import { pageMeta } from "~/site/seo";
import { softwareApplication } from "~/site/structured-data";
import { labels as caseStudyLabels } from "../../../../content/pages/case-studies";
import { platformBanner } from "../../../../content/pages/shared-blocks";
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
  const customer = customerForCaseStudy(page.path);
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
      >
        {section === "platform" ? (
          // The product itself, in the browser (docs/playground.md), in its own document (site/own-document.ts).
          <Link to={platformBanner.playground.to} reloadDocument className="btn btn-on-dark">
            {platformBanner.playground.label}
          </Link>
        ) : null}
      </PageBanner>
      {customer ? (
        // A case study's proof first: who, their headline figures, and a named person's words.
        <div className="container-page grid grid-cols-1 gap-8 pt-14 sm:pt-20">
          <p className="text-ink-800">
            <span className="sr-only">{caseStudyLabels.customer}</span>
            <CustomerLogo customer={customer} size="lg" />
            <span className="ml-3 text-sm font-semibold uppercase tracking-wider text-slate-600">
              {customer.industry}
            </span>
          </p>
          <StatsBand stats={customer.figures} label={fillTemplate(caseStudyLabels.figures, { name: customer.name })} />
          <QuoteBlock
            quote={customer.quote.text}
            person={customer.quote.person}
            role={customer.quote.role}
            company={customer.name}
            portrait={<CustomerPortrait customer={customer} size="lg" />}
          />
        </div>
      ) : null}
      <PageSections
        sections={page.sections}
        pictureFor={(copy) =>
          copy.illustration ? <Illustration spec={{ name: copy.illustration } as IllustrationSpec} /> : null
        }
        proofFor={(copy) => {
          if (copy.layout === "logos") return <LogoWallSection section={copy} customers={customers} />;
          const quoted = customers.find((candidate) => candidate.id === copy.customer);
          return quoted ? (
            <QuoteSection
              section={copy}
              customer={quoted}
              caseStudyLabel={caseStudyLabels.readMore}
              portrait={<CustomerPortrait customer={quoted} />}
            />
          ) : null;
        }}
      />
      {related ? <RelatedPages heading={related.heading} links={related.links} /> : null}
      {section === "account" ? null : <ReadyToExplore />}
    </>
  );
}
