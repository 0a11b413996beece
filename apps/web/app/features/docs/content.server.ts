import { dirname, join } from "node:path";
import { renderMarkdown } from "../../../plugins/render-markdown";
import { breadcrumbs, countWords, docPath, neighbours, toDocLink } from "./navigation";
import { popularDocPaths } from "./popular";
import { rehypeDocHeadings, type TocHeading } from "./rehype-doc-headings";
import { rehypeDocImages } from "./rehype-doc-images.server";
import { rehypeDocSteps } from "./rehype-doc-steps";
import { rehypeDocTables } from "./rehype-doc-tables";
import { docSectionIds, docSections } from "./sections";
import { buildDocsSidebar } from "./sidebar.server";
import { type DocSource, docsContentDir, readDocSources } from "./source.server";
import type { DocLink, DocPage, DocPageView, DocSectionSummary } from "./types";

export type Docs = { pages: DocPage[]; byPath: Map<string, DocPage> };

type DocsLocation = { contentDir?: string; publicDir?: string };

const loaded = new Map<string, Promise<Docs>>();

/**
 * Every docs page rendered once per build (each prerendered page's loader
 * calls this): validated front matter, HTML with heading anchors, the table
 * of contents, in reading order. `contentDir` and `publicDir` default to the
 * repository's content/docs and apps/web/public; tests point them elsewhere.
 */
export function loadDocs({ contentDir = docsContentDir(), publicDir }: DocsLocation = {}): Promise<Docs> {
  const images = publicDir ?? join(dirname(dirname(contentDir)), "apps", "web", "public");
  const key = `${contentDir}\n${images}`;
  let docs = loaded.get(key);
  if (!docs) {
    docs = buildDocs(readDocSources(contentDir), images);
    loaded.set(key, docs);
  }
  return docs;
}

async function buildDocs(sources: DocSource[], publicDir: string): Promise<Docs> {
  const pages = await Promise.all(sources.map((source) => renderDoc(source, publicDir)));
  return { pages, byPath: new Map(pages.map((page) => [page.path, page])) };
}

export async function renderDoc(source: DocSource, publicDir: string): Promise<DocPage> {
  const { section, slug, file, frontMatter, body } = source;
  const headings: TocHeading[] = [];
  const { html } = await renderMarkdown(source.source, [
    rehypeDocHeadings(headings),
    rehypeDocImages({ publicDir, file }),
    rehypeDocTables(),
    rehypeDocSteps(),
  ]);
  if (/<h1[\s>]/.test(html)) throw new Error(`${file}: the body must not have an h1 (the title is the page's h1)`);
  return {
    section,
    sectionTitle: docSections[section].title,
    slug,
    path: docPath(section, slug),
    title: frontMatter.title,
    description: frontMatter.description,
    order: frontMatter.order,
    lastUpdated: frontMatter.lastUpdated,
    words: countWords(body),
    html,
    headings,
  };
}

/** Everything /docs/<section>/<page> shows, or null for a page that does not exist. */
export async function docPageView(section: string, slug: string, location?: DocsLocation): Promise<DocPageView | null> {
  const { pages, byPath } = await loadDocs(location);
  const page = byPath.get(docPath(section, slug));
  if (!page) return null;
  return { page, breadcrumbs: breadcrumbs(pages, page), ...neighbours(pages, page), sidebar: buildDocsSidebar(pages) };
}

/** The /documentation index: every section with its pages, and the most-read pages. */
export async function docsIndex(location?: DocsLocation): Promise<{
  sections: DocSectionSummary[];
  popular: DocLink[];
  pageCount: number;
}> {
  const { pages, byPath } = await loadDocs(location);
  const sections = docSectionIds.flatMap((id): DocSectionSummary[] => {
    const inSection = pages.filter((page) => page.section === id);
    const first = inSection[0];
    if (!first) return [];
    return [{ id, ...docSections[id], path: first.path, pages: inSection.map(toDocLink) }];
  });
  // A popular page that is not written yet is left out rather than linked to a 404.
  const popular = popularDocPaths.flatMap((path) => {
    const page = byPath.get(path);
    return page ? [toDocLink(page)] : [];
  });
  return { sections, popular, pageCount: pages.length };
}
