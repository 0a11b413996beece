import { site } from "@ignitest/contracts";

/**
 * The share image (og:image, twitter:image) of each page template: one PNG
 * per template, 1200×630, drawn at build time by scripts/share-images.ts
 * into /share/<id>.png. A page takes the first template whose pattern its
 * path matches. Imports stay relative or from @ignitest/contracts: the build
 * script runs this file under tsx, outside Vite's aliases.
 */
export type ShareTemplate = {
  id: string;
  /** The big line drawn on the image; also its alt text with the tagline. */
  title: string;
  tagline: string;
  matches: (path: string) => boolean;
};

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

const under =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
const brand = site.slug;

export const shareTemplates: readonly ShareTemplate[] = [
  {
    id: "pricing",
    title: `${site.name} Pricing`,
    tagline: "Plans for every testing team",
    matches: under(`/${brand}-platform-pricing`, "/concurrent-execution-calculator"),
  },
  {
    id: "platform",
    title: `${site.name} Platform`,
    tagline: "Scriptless web, mobile, desktop and API automation",
    matches: under(`/${brand}-platform`, "/ai-automation-testing-tool"),
  },
  {
    id: "products",
    title: `${site.name} Products`,
    tagline: "Cloud, Crowd and Assets for QA teams",
    matches: under(
      `/${brand}-cloud`,
      `/${brand}-crowd`,
      `/${brand}-products`,
      "/sales-force-testing",
      "/desktop-app-testing",
    ),
  },
  {
    id: "finder",
    title: `${site.name} Finder`,
    tagline: "Find locators for web, mobile, Salesforce and MS Dynamics",
    matches: under(`/${brand}-finder`, "/mobile-locator-finder"),
  },
  {
    id: "assets",
    title: `${site.name} Assets`,
    tagline: "NLPs, step groups and elements ready to use",
    matches: under(
      `/${brand}-assets`,
      "/nlp's",
      "/nlp's-list",
      "/nlp-description",
      "/elements",
      "/elements-list",
      "/step-groups",
      "/stepgroup-list",
    ),
  },
  {
    id: "academy",
    title: `${site.name} Academy`,
    tagline: "Self-learning videos, training plan and certification",
    matches: under(`/${brand}-academy`),
  },
  {
    id: "tutorials",
    title: "Video Tutorials",
    tagline: `Learn ${site.name} step by step`,
    matches: under("/video-tutorial"),
  },
  {
    id: "docs",
    title: `${site.name} Documentation`,
    tagline: "Guides and reference for every feature",
    matches: under("/documentation", "/docs", "/prerequisites"),
  },
  {
    id: "release-notes",
    title: "Release Notes",
    tagline: `What is new in ${site.name}`,
    matches: under("/release-notes"),
  },
  {
    id: "blog",
    title: `The ${site.name} Blog`,
    tagline: "Test automation ideas and practice",
    matches: under("/blogs"),
  },
  {
    id: "site",
    title: site.name,
    tagline: "Scriptless test automation for QA and testing teams",
    matches: () => true,
  },
];

/** The template a page's share image comes from (the last one matches everything). */
export function shareTemplateFor(path: string): ShareTemplate {
  return shareTemplates.find((template) => template.matches(path)) ?? (shareTemplates.at(-1) as ShareTemplate);
}

/** Site path of a template's image. */
export function shareImagePath(template: ShareTemplate): string {
  return `/share/${template.id}.png`;
}
