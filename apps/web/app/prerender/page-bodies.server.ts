import { loadBlog } from "~/features/blog/content.server";
import { loadDocs } from "~/features/docs/content.server";

/**
 * Every body the loaders leave out of their data (lib/body-fragment.ts), by
 * page path, for the server render (entry.server.tsx). Rendered once when the
 * server build loads: the build needs every one of them anyway, and React's
 * render cannot wait for them.
 */
const [docs, blog] = await Promise.all([loadDocs(), loadBlog()]);
const bodies = new Map<string, string>([
  ...docs.pages.map((page): [string, string] => [page.path, page.html]),
  ...blog.articles.map((article): [string, string] => [article.path, article.html]),
]);

export function prerenderedBody(path: string): string | undefined {
  return bodies.get(path);
}
