import { docSections } from "./sections";
import type { Breadcrumb, DocLink, DocPage } from "./types";

/** The path of the documentation home, the first breadcrumb. */
export const documentationPath = "/documentation";

export function docPath(section: string, slug: string): string {
  return `/docs/${section}/${slug}`;
}

export function toDocLink(page: Pick<DocPage, "path" | "title" | "sectionTitle">): DocLink {
  return { path: page.path, title: page.title, sectionTitle: page.sectionTitle };
}

/**
 * The pages before and after `page` in reading order (`pages` is sorted by
 * section, then order), across section boundaries: the last page of one
 * section leads to the first page of the next.
 */
export function neighbours(
  pages: readonly DocPage[],
  page: DocPage,
): { previous: DocLink | null; next: DocLink | null } {
  const index = pages.findIndex((candidate) => candidate.path === page.path);
  const previous = index > 0 ? pages[index - 1] : undefined;
  const next = index >= 0 ? pages[index + 1] : undefined;
  return { previous: previous ? toDocLink(previous) : null, next: next ? toDocLink(next) : null };
}

/** Documentation › Section › Page; the section crumb leads to the section's first page. */
export function breadcrumbs(pages: readonly DocPage[], page: DocPage): Breadcrumb[] {
  const first = pages.find((candidate) => candidate.section === page.section) ?? page;
  return [
    { label: "Documentation", path: documentationPath },
    { label: docSections[page.section].title, path: first.path },
    { label: page.title, path: page.path },
  ];
}

/** Words of a markdown body, leaving out code, link targets and markup characters. */
export function countWords(markdown: string): number {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`|[\]-]+/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
