import { loadReleaseNotes } from "~/features/release-notes/content.server";
import { releaseNotesRss } from "~/features/release-notes/feeds.server";

/** /release-notes/rss.xml, prerendered to a static file at build time. */
export async function loader() {
  return new Response(releaseNotesRss(await loadReleaseNotes()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
