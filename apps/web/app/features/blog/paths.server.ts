import { articlePath, listingPath, pageCount } from "./listing";
import { readBlogSources } from "./source.server";

/**
 * Every blog URL the build prerenders: articles, listing pages, tag pages
 * (only tags some article carries) and both feeds. Reads front matter only,
 * so the route config stays fast.
 *
 * With `ssr: false`, React Router rejects a route with a loader that no
 * prerendered path matches: the blog needs at least one article (for
 * blogs/:slug) and more than one listing page, i.e. 13 or more articles
 * (for blogs/page/:page). Tag pages and their later pages share one route,
 * blogs/tag/:tag/page?/:page?, so a tag with a single page is enough for it.
 */
export function blogPaths(): string[] {
  const sources = readBlogSources();
  const byTag = new Map<string, number>();
  for (const { frontMatter } of sources) {
    for (const tag of frontMatter.tags) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
  }
  const listings = [
    ...pagesOf(undefined, sources.length),
    ...[...byTag].flatMap(([tag, count]) => [listingPath({ tag }), ...pagesOf(tag, count)]),
  ];
  return [
    ...sources.map(({ slug }) => articlePath(slug)),
    ...listings,
    "/blogs/rss.xml",
    "/blogs/atom.xml",
    "/blogs/feed.json",
  ];
}

/** Listing pages 2..n; page 1 is the base path (the route table's /blogs, or the tag page). */
function pagesOf(tag: string | undefined, total: number): string[] {
  return Array.from({ length: pageCount(total) - 1 }, (_, index) => listingPath({ tag, page: index + 2 }));
}

/** Article URLs for sitemap.xml. */
export function blogArticlePaths(): string[] {
  return readBlogSources().map(({ slug }) => articlePath(slug));
}
