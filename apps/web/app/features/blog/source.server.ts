import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { type BlogFrontMatter, BlogFrontMatterSchema, reservedSlugs, slugPattern } from "./front-matter";

/** One article file, read and validated but not yet rendered. */
export type BlogSource = {
  slug: string;
  frontMatter: BlogFrontMatter;
  /** The markdown after the front matter. */
  body: string;
  /** The whole file, as renderMarkdown takes it. */
  source: string;
};

/**
 * content/blogs, found by walking up from the working directory: the build
 * runs in apps/web, Vitest in the repository root, and the bundled loaders
 * no longer sit where this source file does.
 */
export function blogContentDir(): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, "content", "blogs");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`content/blogs not found above ${process.cwd()}`);
    dir = parent;
  }
}

let cached: BlogSource[] | undefined;

/** Every content/blogs/<slug>.md (README.md aside); an invalid file fails the build with its name. */
export function readBlogSources(): BlogSource[] {
  if (cached) return cached;
  const dir = blogContentDir();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .sort();
  cached = files.map((name) => parseBlogSource(name.slice(0, -".md".length), readFileSync(join(dir, name), "utf8")));
  return cached;
}

export function parseBlogSource(slug: string, source: string): BlogSource {
  const where = `content/blogs/${slug}.md`;
  if (!slugPattern.test(slug) || slug.length > 80 || reservedSlugs.has(slug)) {
    throw new Error(`${where}: the file name must be a lowercase, hyphenated slug that is not reserved`);
  }
  // A copy of the string: gray-matter caches by content and would hand back a shared object.
  const { data, content } = matter(`${source}`);
  const parsed = BlogFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
  return { slug, frontMatter: parsed.data, body: content, source };
}
