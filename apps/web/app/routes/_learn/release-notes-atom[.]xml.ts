import { loadReleaseNotes } from "~/features/release-notes/content.server";
import { releaseNotesAtom } from "~/features/release-notes/feeds.server";

/** /release-notes/atom.xml, prerendered to a static file at build time. */
export async function loader() {
  return new Response(releaseNotesAtom(await loadReleaseNotes()), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
}
