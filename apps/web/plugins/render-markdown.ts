import matter from "gray-matter";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug).use(rehypeStringify);

export type RenderedMarkdown = { attributes: Record<string, unknown>; html: string };

/** Front matter plus body rendered to HTML. Runs at build time only. */
export async function renderMarkdown(source: string): Promise<RenderedMarkdown> {
  const { data, content } = matter(source);
  const html = String(await processor.process(content));
  return { attributes: normalise(data), html };
}

/** gray-matter turns ISO dates into Date objects; keep them as ISO strings. */
function normalise(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}
