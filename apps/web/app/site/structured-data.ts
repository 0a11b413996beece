import { site, withBrand } from "@ignitest/contracts";
import type { MetaDescriptor } from "react-router";
import { plans } from "~/lib/plans";
import { absoluteUrl, config } from "./config";

/**
 * schema.org JSON-LD for search engines, as React Router meta descriptors
 * (`script:ld+json` renders a <script type="application/ld+json"> data block,
 * with `<` escaped; browsers do not run it, so the CSP does not apply:
 * docs/decisions/045-search-engine-signals.md). Only facts the page shows.
 */
const context = "https://schema.org";
const ld = (data: Record<string, unknown>): MetaDescriptor => ({ "script:ld+json": { "@context": context, ...data } });

/** The home page: who publishes the site, and how to search it (the /search page reads ?q=). */
export function organizationAndWebsite(): MetaDescriptor[] {
  return [
    ld({
      "@type": "Organization",
      name: site.name,
      legalName: `${site.name} Ltd.`,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    }),
    ld({
      "@type": "WebSite",
      name: site.name,
      url: absoluteUrl("/"),
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/search")}?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    }),
  ];
}

/**
 * The product as an application with its plans as offers, priced as the
 * pricing page shows them (content/plans.ts); a license priced on request is
 * named without a price.
 */
export function softwareApplication({ name, description }: { name: string; description: string }): MetaDescriptor {
  const pricing = absoluteUrl(withBrand("/{brand}-platform-pricing"));
  return ld({
    "@type": "SoftwareApplication",
    name,
    description,
    applicationCategory: "DeveloperApplication",
    operatingSystem: "Web, Windows, macOS, Linux",
    publisher: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
    offers: plans.map((plan) => {
      if (plan.price.kind === "free")
        return { "@type": "Offer", name: plan.name, price: "0", priceCurrency: "USD", url: pricing };
      if (plan.price.kind === "per-user") {
        return {
          "@type": "Offer",
          name: plan.name,
          price: String(plan.price.monthly),
          priceCurrency: "USD",
          url: pricing,
        };
      }
      return { "@type": "Offer", name: plan.name, url: pricing };
    }),
  });
}

/** The questions and answers of a page's FAQ block, as shown. */
export function faqPage(items: readonly { question: string; answer: string }[]): MetaDescriptor {
  return ld({
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
}

const absoluteMedia = (address: string) => (address.startsWith("/") ? absoluteUrl(address) : address);

/** "4:10" or "1:02:03" → ISO 8601 "PT4M10S" / "PT1H2M3S"; undefined for anything else. */
export function isoDuration(clock: string | undefined): string | undefined {
  const parts = clock?.match(/^(?:(\d+):)?(\d+):(\d{2})$/);
  if (!parts) return undefined;
  const [, hours, minutes, seconds] = parts;
  return `PT${hours ? `${Number(hours)}H` : ""}${Number(minutes)}M${Number(seconds)}S`;
}

/**
 * A lesson's or tutorial's video, with the fields search engines require
 * (name, description, thumbnailUrl, uploadDate, duration, contentUrl); the
 * upload date is the day `npm run media` rendered the clip
 * (content/lessons/media.json). The build's SEO check fails a page whose
 * VideoObject lacks one (scripts/seo-check.mjs).
 */
export function videoObject(video: {
  name: string;
  description: string;
  path: string;
  contentUrl: string;
  thumbnailUrl: string;
  duration: string | undefined;
  uploadDate: string | undefined;
}): MetaDescriptor {
  const duration = isoDuration(video.duration);
  return ld({
    "@type": "VideoObject",
    name: video.name,
    description: video.description,
    url: absoluteUrl(video.path),
    contentUrl: absoluteMedia(video.contentUrl),
    thumbnailUrl: absoluteMedia(video.thumbnailUrl),
    ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
    ...(duration ? { duration } : {}),
    publisher: { "@type": "Organization", name: site.name, url: config.SITE_URL },
  });
}
