import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { type DocFrontMatter, DocFrontMatterSchema, docSlugPattern } from "./front-matter";
import { type DocSectionId, docSectionIds, isDocSectionId } from "./sections";

/** One docs file, read and validated but not yet rendered. */
export type DocSource = {
  section: DocSectionId;
  slug: string;
  /** content/docs/<section>/<slug>.md, as error messages name it. */
  file: string;
  frontMatter: DocFrontMatter;
  /** The markdown after the front matter. */
  body: string;
  /** The whole file, as renderMarkdown takes it. */
  source: string;
};

/**
 * content/docs, found by walking up from the working directory: the build runs
 * in apps/web, Vitest in the repository root, and the bundled loaders no
 * longer sit where this source file does.
 */
export function docsContentDir(): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, "content", "docs");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`content/docs not found above ${process.cwd()}`);
    dir = parent;
  }
}

const cache = new Map<string, DocSource[]>();

/**
 * Every content/docs/<section>/<page>.md in reading order (section order, then
 * `order`). Files beside the section folders (README.md, GLOSSARY.md) are for
 * writers, not pages. Any invalid file fails the build with its name.
 */
export function readDocSources(dir: string = docsContentDir()): DocSource[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  const sources: DocSource[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (!statSync(join(dir, entry)).isDirectory()) continue;
    if (!isDocSectionId(entry)) {
      throw new Error(`content/docs/${entry}: not a docs section (known: ${docSectionIds.join(", ")})`);
    }
    for (const name of readdirSync(join(dir, entry)).sort()) {
      if (!name.endsWith(".md")) continue;
      sources.push(parseDocSource(entry, name.slice(0, -".md".length), readFileSync(join(dir, entry, name), "utf8")));
    }
  }
  assertUniqueOrder(sources);
  sources.sort(readingOrder);
  cache.set(dir, sources);
  return sources;
}

export function parseDocSource(section: DocSectionId, slug: string, source: string): DocSource {
  const file = `content/docs/${section}/${slug}.md`;
  if (!docSlugPattern.test(slug) || slug.length > 60) {
    throw new Error(`${file}: the file name must be a lowercase, hyphenated slug of at most 60 characters`);
  }
  // A copy of the string: gray-matter caches by content and would hand back a shared object.
  const { data, content } = matter(`${source}`);
  const parsed = DocFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return { section, slug, file, frontMatter: parsed.data, body: content, source };
}

/** Section order first, then the page's `order`; prev/next follow this. */
export function readingOrder(a: DocSource, b: DocSource): number {
  return (
    docSectionIds.indexOf(a.section) - docSectionIds.indexOf(b.section) ||
    a.frontMatter.order - b.frontMatter.order ||
    a.slug.localeCompare(b.slug)
  );
}

/** Two pages of one section with the same `order` would make prev/next depend on file names. */
function assertUniqueOrder(sources: DocSource[]): void {
  const seen = new Map<string, string>();
  for (const source of sources) {
    const key = `${source.section}#${source.frontMatter.order}`;
    const other = seen.get(key);
    if (other) throw new Error(`${source.file}: order ${source.frontMatter.order} is also used by ${other}`);
    seen.set(key, source.file);
  }
}
