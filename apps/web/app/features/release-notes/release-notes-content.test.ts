// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { routeTable } from "~/site/route-table";
import { loadReleaseNotes } from "./content.server";
import { releaseNotesAtom, releaseNotesRss } from "./feeds.server";
import { latestReleasePath, versionOfPath } from "./paths";

/**
 * The content check for content/release-notes (issue 6): the six versions of
 * docs/product/pages-and-routes.md#release-notes in date order, each a real note with New, Improved and Fixed
 * sections, every route-table release page backed by a note, and feeds that
 * parse as XML.
 */
describe("content/release-notes", async () => {
  const notes = await loadReleaseNotes();

  it("holds the six versions of the release-notes routes, oldest first, dated 2023 to 2025", () => {
    expect(notes.map((note) => note.version)).toEqual(["1.0", "1.1", "1.2", "2.0", "2.1", "2.2"]);
    const dates = notes.map((note) => note.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]?.startsWith("2023")).toBe(true);
    expect(dates.at(-1)?.startsWith("2025")).toBe(true);
  });

  it("gives every note New, Improved and Fixed sections with content under each", () => {
    for (const note of notes) {
      expect(note.sections.slice(0, 3), note.version).toEqual(["New", "Improved", "Fixed"]);
      expect(note.html.match(/<li>/g)?.length ?? 0, note.version).toBeGreaterThanOrEqual(8);
    }
  });

  it("backs every release page of the route table with a note, the latest page with the newest", () => {
    const pages = routeTable.filter((entry) => entry.path.startsWith("/release-notes/"));
    expect(pages.map((entry) => entry.path)).toContain(latestReleasePath);
    const versions = pages.flatMap((entry) => versionOfPath(entry.path) ?? []);
    expect(versions.sort()).toEqual(notes.map((note) => note.version));
    expect(notes.map((note) => note.path)).toEqual(
      versions.map((v) => `/release-notes/version/${v.replace(".", "/")}`),
    );
  });

  it("publishes RSS and Atom feeds that parse as XML, newest release first", () => {
    for (const [xml, entryTag] of [
      [releaseNotesRss(notes), "item"],
      [releaseNotesAtom(notes), "entry"],
    ] as const) {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
      const entries = [...doc.getElementsByTagName(entryTag)];
      expect(entries).toHaveLength(6);
      expect(entries[0]?.getElementsByTagName("title")[0]?.textContent).toBe(notes.at(-1)?.title);
    }
    expect(releaseNotesRss(notes)).toContain("<link>https://www.ignitest.example/release-notes/version/2/2</link>");
  });
});
