import type { SidebarEntry } from "~/components/sidebar/sidebar-entry";
import type { TocHeading } from "./rehype-doc-headings";
import type { DocSectionId } from "./sections";

/** A link to one docs page, as prev/next, cards and lists show it. */
export type DocLink = { path: string; title: string; sectionTitle: string };

/** One rendered docs page. */
export type DocPage = {
  section: DocSectionId;
  sectionTitle: string;
  slug: string;
  /** /docs/<section>/<slug> */
  path: string;
  title: string;
  description: string;
  order: number;
  lastUpdated: string;
  /** Words in the markdown body, for the content check. */
  words: number;
  /** The body rendered to HTML at build time; no h1 (the title is the h1). */
  html: string;
  headings: TocHeading[];
};

export type Breadcrumb = { label: string; path: string };

/** Everything one /docs/<section>/<page> route shows. */
export type DocPageView = {
  page: DocPage;
  breadcrumbs: Breadcrumb[];
  previous: DocLink | null;
  next: DocLink | null;
  sidebar: SidebarEntry[];
};

/** A section as the /documentation index lists it. */
export type DocSectionSummary = {
  id: DocSectionId;
  title: string;
  summary: string;
  /** The section's first page, where its card links to. */
  path: string;
  pages: DocLink[];
};
