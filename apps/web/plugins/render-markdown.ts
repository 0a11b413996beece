import matter from "gray-matter";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { type PluggableList, unified } from "unified";
import { rehypeCodeHighlighter } from "./code-highlighter";

let processor: ReturnType<typeof createProcessor> | undefined;

async function createProcessor(rehypePlugins: PluggableList = []) {
  const highlight = await rehypeCodeHighlighter();
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(() => highlight)
    .use(rehypePlugins)
    .use(rehypeStringify);
}

export type RenderedMarkdown = { attributes: Record<string, unknown>; html: string };

/**
 * Front matter plus body rendered to HTML. Runs at build time only.
 * `rehypePlugins` run after heading ids are set (the docs add heading anchors
 * and collect their table of contents there); with them, the processor is
 * built for this call, since such plugins often hold per-file state.
 */
export async function renderMarkdown(source: string, rehypePlugins: PluggableList = []): Promise<RenderedMarkdown> {
  const { data, content } = matter(source);
  processor ??= createProcessor();
  const using = rehypePlugins.length > 0 ? createProcessor(rehypePlugins) : processor;
  const html = String(await (await using).process(content));
  return { attributes: normalise(data), html };
}

/** gray-matter turns ISO dates into Date objects; keep them as ISO strings. */
function normalise(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}
