import { site } from "@ignitest/contracts";
import { FaqAccordion } from "~/components/blocks/faq-accordion";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { ReadyToGetStarted } from "~/components/blocks/ready-to-get-started";
import { ExtremeTestAssetsBanner } from "~/features/home/components/extreme-test-assets-banner";
import { Hero } from "~/features/home/components/hero";
import { homeFaqs } from "~/features/home/components/home-faqs";
import { HowItWorks } from "~/features/home/components/how-it-works";
import { LogoStrip } from "~/features/home/components/logo-strip";
import { ProductLines } from "~/features/home/components/product-lines";
import { SolutionsRow } from "~/features/home/components/solutions-row";
import { pageMeta } from "~/site/seo";
import { faqPage, organizationAndWebsite } from "~/site/structured-data";

const title = `${site.name} – Scriptless Test Automation for Web, Mobile, Desktop and API`;
const description =
  "Build scriptless tests for web, mobile, desktop and API in plain English, run them in parallel in the cloud and cover SAP, Salesforce and more enterprise apps.";

export function meta() {
  return [...pageMeta({ title, description, path: "/" }), ...organizationAndWebsite(), faqPage(homeFaqs)];
}

export default function Home() {
  return (
    <>
      <Hero />
      <LogoStrip />
      <ProductLines />
      <HowItWorks />
      <ExtremeTestAssetsBanner />
      <SolutionsRow />
      <FaqAccordion items={homeFaqs} />
      <ReadyToGetStarted />
      <ReadyToExplore />
    </>
  );
}
