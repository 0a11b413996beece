import { loadBlog, toSummary } from "~/features/blog/content.server";
import { atomFeed } from "~/features/blog/feeds.server";

/** /blogs/atom.xml, prerendered to a static file at build time. */
export async function loader() {
  const { articles } = await loadBlog();
  return new Response(atomFeed(articles.map(toSummary)), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
