import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isExternalPath, type SidebarEntry } from "~/components/sidebar/sidebar-entry";
import { mp4Duration } from "~/features/lesson-media/index.server";
import { contentDir } from "~/lib/content-dir.server";
import { loadTutorials } from "./content.server";
import { tutorialGroupIds } from "./groups";
import { tutorialSidebar } from "./sidebar.server";
import { formatTimestamp } from "./timestamps";

/**
 * The content check for content/video-tutorials (issue 6): enough pages in
 * every group, a real written summary, durations and chapters that match the
 * clip that plays, a sidebar that lists every tutorial, and no dead link.
 * Front matter is validated when the files are read.
 */
const mediaDir = join(contentDir("video-tutorials"), "..", "..", "apps", "web", "public", "media");
const placeholder = /lorem|ipsum|coming soon|\[insert|\bTBD\b|\bTODO\b|\bFIXME\b/i;

function leaves(entries: readonly SidebarEntry[]): SidebarEntry[] {
  return entries.flatMap((entry) => (entry.submenu ? leaves(entry.submenu) : [entry]));
}

describe("content/video-tutorials", async () => {
  const tutorials = await loadTutorials();

  it("holds at least 24 tutorials, at least three in every group", () => {
    expect(tutorials.length).toBeGreaterThanOrEqual(24);
    for (const group of tutorialGroupIds) {
      expect(tutorials.filter((tutorial) => tutorial.group === group).length, group).toBeGreaterThanOrEqual(3);
    }
    expect(tutorials.some((tutorial) => tutorial.path.startsWith("/video-tutorial/ignitest-finder/"))).toBe(true);
  });

  it("gives every tutorial a written summary of at least 150 words, unique titles and no placeholder text", () => {
    expect(tutorials.filter((t) => t.words < 150).map((t) => `${t.path}: ${t.words} words`)).toEqual([]);
    const titles = tutorials.map((t) => t.title.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    expect(tutorials.filter((t) => placeholder.test(t.html) || placeholder.test(t.title)).map((t) => t.path)).toEqual(
      [],
    );
  });

  it("states the real length of its own video, with every chapter inside it", () => {
    for (const tutorial of tutorials) {
      const seconds = mp4Duration(join(mediaDir, `${tutorial.mediaId}.mp4`));
      expect(tutorial.duration, tutorial.path).toBe(formatTimestamp(seconds));
      expect(
        tutorial.chapters.every((chapter) => chapter.seconds < seconds),
        tutorial.path,
      ).toBe(true);
    }
  });

  it("has a sidebar that lists every tutorial once and leaves the site once at least", () => {
    const sidebarLeaves = leaves(tutorialSidebar());
    const internal = sidebarLeaves.map((leaf) => leaf.path ?? "").filter((path) => !isExternalPath(path));
    const tutorialLinks = internal.filter((path) => path.startsWith("/video-tutorial/"));
    expect([...tutorialLinks].sort()).toEqual(tutorials.map((tutorial) => tutorial.path).sort());
    expect(sidebarLeaves.some((leaf) => leaf.path !== undefined && isExternalPath(leaf.path))).toBe(true);
    // {practice-test-1}: the academy's practice task, at PRACTICE_TEST_URL, in a new tab (docs/product/academy-practice.md).
    expect(sidebarLeaves.find((leaf) => leaf.label === "Practice Test 1")).toEqual({
      label: "Practice Test 1",
      path: "/playground?practice=1",
      newTab: true,
    });
  });
});
