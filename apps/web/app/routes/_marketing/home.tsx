import { FaqAccordion } from "~/components/blocks/faq-accordion";
import { ReadyToGetStarted } from "~/components/blocks/ready-to-get-started";
import { ExtremeTestAssetsBanner } from "~/features/home/components/extreme-test-assets-banner";
import { Hero } from "~/features/home/components/hero";
import { HowItWorks } from "~/features/home/components/how-it-works";
import { LogoStrip } from "~/features/home/components/logo-strip";
import { ProductLines } from "~/features/home/components/product-lines";
import { SolutionsRow } from "~/features/home/components/solutions-row";
import { pageMeta } from "~/site/seo";
import { faqPage, organizationAndWebsite } from "~/site/structured-data";
import { description, faqs, title } from "../../../../../content/pages/home";

export function meta() {
  return [...pageMeta({ title, description, path: "/" }), ...organizationAndWebsite(), faqPage(faqs)];
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
      <FaqAccordion items={faqs} />
      {/* One closing call to action (docs/design-system.md#section-layouts); the demo is offered by the hero and the assets banner. */}
      <ReadyToGetStarted />
    </>
  );
}
