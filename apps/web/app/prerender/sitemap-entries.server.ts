import { academyVideoPaths } from "~/features/academy/paths";
import { articlePath, listingPath, pageCount } from "~/features/blog/listing";
import { readBlogSources } from "~/features/blog/source.server";
import { docPath } from "~/features/docs/navigation";
import { readDocSources } from "~/features/docs/source.server";
import { loadReleaseNotes } from "~/features/release-notes/content.server";
import { latestReleasePath } from "~/features/release-notes/paths";
import { tutorialPaths } from "~/features/tutorials/paths.server";
import { isIndexable, routeTable } from "~/site/route-table";

/** One <url> of sitemap.xml: a page, and the date its content last changed where it has one (YYYY-MM-DD). */
export type SitemapEntry = { path: string; lastmod?: string };

const newest = (dates: readonly string[]): string | undefined => [...dates].sort().at(-1);

/**
 * Every page a search engine should index, each once, with <lastmod> from the
 * page's own date: an article's date, a docs page's lastUpdated, a release's
 * date, and for the blog listing and tag pages (all their pages) the newest
 * article they list, since a new article shifts every page of its listing.
 * Pages with no date of their own get no lastmod rather than a made-up one.
 * The listing and tag pages are in: they are canonical, indexable hubs
 * (docs/decisions/045-search-engine-signals.md).
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const entries = new Map<string, string | undefined>();
  for (const entry of routeTable.filter(isIndexable)) entries.set(entry.path, undefined);

  const articles = readBlogSources();
  const articleDates = articles.map(({ frontMatter }) => frontMatter.date);
  const byTag = new Map<string, string[]>();
  for (const { slug, frontMatter } of articles) {
    entries.set(articlePath(slug), frontMatter.date);
    for (const tag of frontMatter.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), frontMatter.date]);
  }
  const listings: [string | undefined, string[]][] = [[undefined, articleDates], ...byTag];
  for (const [tag, dates] of listings) {
    for (let page = 1; page <= pageCount(dates.length); page++) entries.set(listingPath({ tag, page }), newest(dates));
  }

  for (const { section, slug, frontMatter } of readDocSources())
    entries.set(docPath(section, slug), frontMatter.lastUpdated);
  const notes = await loadReleaseNotes();
  for (const note of notes) entries.set(note.path, note.date);
  entries.set(latestReleasePath, newest(notes.map((note) => note.date)));

  for (const path of [...tutorialPaths(), ...academyVideoPaths()]) if (!entries.has(path)) entries.set(path, undefined);
  return [...entries].map(([path, lastmod]) => (lastmod ? { path, lastmod } : { path }));
}
