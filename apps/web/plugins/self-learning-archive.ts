import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
// By relative path: Vite loads its config's imports with Node, which cannot run the package's TypeScript.
import { site } from "../../../packages/contracts/src/site";
import { docSections } from "../app/features/docs/sections";
import type { DocSource } from "../app/features/docs/source.server";
import { createZip, type ZipEntry } from "./zip";

type ArchiveOptions = {
  /** Every docs page, validated and in reading order (readDocSources). */
  sources: readonly DocSource[];
  /** apps/web/public, where the pages' screenshots live. */
  publicDir: string;
  /** The public origin, for links to pages outside the docs. */
  siteUrl: string;
};

/**
 * The Self-Learning Doc: every docs page as a markdown file under its section
 * folder, the screenshots they show, and an index, inside one top folder.
 * Links between docs pages become relative links between the files, so the
 * archive reads offline; links to other site pages point at the live site.
 */
export function buildSelfLearningArchive({ sources, publicDir, siteUrl }: ArchiveOptions): Buffer {
  const root = `${site.slug}-self-learning-docs`;
  const images = new Map<string, Date>();
  const entries: ZipEntry[] = sources.map((source) => {
    const modified = new Date(`${source.frontMatter.lastUpdated}T00:00:00Z`);
    const body = rewriteLinks(source.body, {
      siteUrl,
      fromFolder: true,
      onImage: (path) => images.set(path, modified),
    });
    const text = [
      `# ${source.frontMatter.title}`,
      "",
      source.frontMatter.description,
      "",
      `Last updated ${source.frontMatter.lastUpdated}. Online: ${siteUrl}/docs/${source.section}/${source.slug}`,
      "",
      body.trim(),
      "",
    ].join("\n");
    return { name: `${root}/${source.section}/${source.slug}.md`, data: text, modified };
  });
  for (const [path, modified] of images) {
    const file = join(publicDir, path);
    if (!existsSync(file)) throw new Error(`self-learning docs: the image ${path} does not exist in ${publicDir}`);
    entries.push({ name: `${root}${path}`, data: readFileSync(file), modified });
  }
  // ISO dates sort as strings: the last one is the newest.
  const newest =
    sources
      .map((source) => source.frontMatter.lastUpdated)
      .sort()
      .at(-1) ?? "2025-06-01";
  entries.unshift({
    name: `${root}/index.md`,
    data: indexPage(sources, siteUrl, newest),
    modified: new Date(`${newest}T00:00:00Z`),
  });
  return createZip(entries);
}

function indexPage(sources: readonly DocSource[], siteUrl: string, newest: string): string {
  const lines = [
    `# ${site.name} Self-Learning Docs`,
    "",
    `The written material behind the ${site.name} Academy videos: ${sources.length} documentation pages with their steps and screenshots, as published at ${siteUrl}/documentation (latest change ${newest}). Open any file in a markdown viewer; links between pages work offline.`,
  ];
  for (const [id, section] of Object.entries(docSections)) {
    const pages = sources.filter((source) => source.section === id);
    if (pages.length === 0) continue;
    lines.push("", `## ${section.title}`, "", section.summary, "");
    for (const page of pages) lines.push(`- [${page.frontMatter.title}](${page.section}/${page.slug}.md)`);
  }
  return `${lines.join("\n")}\n`;
}

type RewriteOptions = { siteUrl: string; fromFolder: boolean; onImage: (path: string) => void };

/** Markdown link targets, rewritten for reading inside the archive. */
export function rewriteLinks(markdown: string, { siteUrl, fromFolder, onImage }: RewriteOptions): string {
  const up = fromFolder ? "../" : "";
  return markdown.replace(/(!?)\]\((\/[^)\s]*)\)/g, (_match, bang: string, target: string) => {
    const docs = /^\/docs\/([a-z0-9-]+)\/([a-z0-9-]+)(#[^)]*)?$/.exec(target);
    if (docs) return `${bang}](${up}${docs[1]}/${docs[2]}.md${docs[3] ?? ""})`;
    if (target.startsWith("/docs-images/")) {
      onImage(target);
      return `${bang}](${up}${target.slice(1)})`;
    }
    return `${bang}](${siteUrl}${target})`;
  });
}
