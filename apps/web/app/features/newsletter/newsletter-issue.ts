import { withBrand } from "@ignitest/contracts";
import type { PageSection } from "~/page-copy/page-copy";

/** The issue the web view shows; the e-mail was sent on this date. */
export const newsletterIssue = {
  label: "November 2026",
  sentOn: "2026-11-19",
  sentOnText: "19 November 2026",
} as const;

/**
 * Where each bullet of a section in the /email-web-view copy links, in bullet
 * order (path templates; {brand} expands). Bullets are the e-mail's calls to action.
 */
export const sectionLinks: Readonly<Record<string, readonly string[]>> = {
  "platform-updates": ["/release-notes/latest-version", "/prerequisites/on-premise-version", "/video-tutorial"],
  "finder-and-assets": ["/{brand}-finder#download", "/{brand}-assets#platform_assets", "/nlp's?key=all"],
  learn: ["/{brand}-academy/training-plan", "/webinars", "/blogs"],
};

export type NewsletterLink = { text: string; to: string };
export type NewsletterSection = { id: string; heading: string; body: string; links: NewsletterLink[] };

/**
 * Pairs each section's bullets with their links. Throws when the copy and the
 * link list disagree, so the build fails instead of shipping a dead call to action.
 */
export function newsletterSections(sections: readonly PageSection[]): NewsletterSection[] {
  return sections.map((section) => {
    const bullets = section.bullets ?? [];
    const paths = sectionLinks[section.id] ?? [];
    if (paths.length !== bullets.length) {
      throw new Error(
        `/email-web-view section "${section.id}" has ${bullets.length} bullets but ${paths.length} links in newsletter-issue.ts`,
      );
    }
    return {
      id: section.id,
      heading: section.heading,
      body: section.body,
      links: bullets.map((text, index) => ({ text, to: withBrand(paths[index] as string) })),
    };
  });
}
