import { loadBlog, toSummary } from "~/features/blog/content.server";
import { rssFeed } from "~/features/blog/feeds.server";

/** /blogs/rss.xml, prerendered to a static file at build time. */
export async function loader() {
  const { articles } = await loadBlog();
  return new Response(rssFeed(articles.map(toSummary)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
