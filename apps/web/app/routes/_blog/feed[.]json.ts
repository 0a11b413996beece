import { loadBlog, toSummary } from "~/features/blog/content.server";
import { jsonFeed } from "~/features/blog/feeds.server";

/** /blogs/feed.json (JSON Feed 1.1), prerendered to a static file at build time. */
export async function loader() {
  const { articles } = await loadBlog();
  return new Response(jsonFeed(articles.map(toSummary)), {
    headers: { "Content-Type": "application/feed+json; charset=utf-8" },
  });
}
