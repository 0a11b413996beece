import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isExternalPath } from "~/components/sidebar/sidebar-entry";
import { mediaFiles } from "~/features/lesson-media";
import { contentDir } from "~/lib/content-dir.server";
import { practiceTasks } from "../../../../../content/academy/practice-tasks";
import { academyCatalogue, academyVideoPath, selfLearningDocUrl } from "./catalogue";
import { academyModules, allPracticeTests, trainingWeeks } from "./curriculum";
import { academySidebar, menuLeaves } from "./menu";

/**
 * The content check for the academy (issue 6): the catalogue's size and
 * slugs, media that exists for every lesson, the menu of docs/product/pages-and-routes.md#lesson-menu with
 * its six practice tests, and no link that leads nowhere.
 */
const mediaDir = join(contentDir("academy"), "..", "..", "apps", "web", "public", "media");
const placeholder = /lorem|ipsum|coming soon|\bTBD\b|\bTODO\b/i;

describe("the self-learning video catalogue", () => {
  it("holds at least 62 lessons with unique slugs, the Jenkins one spelled jenkins-iIntegration", () => {
    expect(academyCatalogue.length).toBeGreaterThanOrEqual(62);
    const slugs = academyCatalogue.map((video) => video.slugPath);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toContain("jenkins-iIntegration");
    expect(slugs.filter((slug) => !/^[a-z0-9]+(-[a-zA-Z0-9]+)*$/.test(slug))).toEqual([]);
  });

  it("gives every lesson the full address of its own video, which ships in public/media, and a summary", () => {
    for (const video of academyCatalogue) {
      expect(video.videoId).toBe(`https://www.ignitest.example/media/${video.slugPath}.mp4`);
      for (const file of Object.values(mediaFiles(video.slugPath))) {
        expect(existsSync(join(mediaDir, file)), file).toBe(true);
      }
      expect(video.summary.length, video.slugPath).toBeGreaterThanOrEqual(50);
      expect(`${video.title} ${video.summary}`).not.toMatch(placeholder);
    }
  });

  it("points the Self-Learning Doc at the archive the build writes", () => {
    expect(selfLearningDocUrl()).toBe("/downloads/ignitest-self-learning-docs.zip");
  });
});

describe("the self-learning video menu", () => {
  const leaves = menuLeaves();
  const lessons = leaves.filter((leaf) => leaf.practiceTest === undefined);

  it("has the groups of the self-learning menu, in order", () => {
    expect(academySidebar.map((entry) => entry.label)).toEqual([
      "Sign-Up and Set-Up",
      "Test Case Management",
      "Web Automation",
      "Mobile Automation",
      "API Automation",
      "SSMC Execution",
    ]);
    expect(academyModules()[0]?.lessons.map((video) => video.title)).toEqual([
      "Registration",
      "Project Creation",
      "Project Management",
      "User Management",
      "Roles Management",
    ]);
    const mobile = academySidebar.find((entry) => entry.label === "Mobile Automation");
    expect(mobile?.submenu?.map((entry) => entry.label)).toEqual(["Android", "iOS"]);
    const web = academyModules().find((module) => module.label === "Web Automation");
    expect(web?.lessons.length).toBeGreaterThanOrEqual(38);
  });

  it("lists every lesson exactly once", () => {
    expect(lessons.map((leaf) => leaf.path)).toEqual(academyCatalogue.map((video) => academyVideoPath(video.slugPath)));
  });

  it("has exactly six practice tests, numbered in order, each a playground task opening in a new tab", () => {
    const tests = allPracticeTests();
    expect(tests.map((test) => test.label)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Practice Test ${n}`));
    expect(tests.map((test) => test.number)).toEqual([1, 2, 3, 4, 5, 6]);
    // PRACTICE_TEST_URL's default: the task on this site (docs/product/academy-practice.md).
    expect(tests.map((test) => test.path)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/playground?practice=${n}`));
    expect(leaves.filter((leaf) => leaf.newTab)).toHaveLength(6);
    expect(leaves.filter((leaf) => leaf.path && isExternalPath(leaf.path))).toEqual([]);
  });

  it("closes each stretch of lessons with the practice task written for it", () => {
    for (const test of allPracticeTests()) {
      const task = practiceTasks.find((candidate) => candidate.number === test.number);
      const unit = trainingWeeks()
        .flatMap((week) => week.units)
        .find((candidate) => candidate.practiceTests.some((practice) => practice.number === test.number));
      expect(task?.closes.endsWith(unit?.label ?? "?")).toBe(true);
    }
  });

  it("builds a training plan that covers every lesson and practice test once", () => {
    const weeks = trainingWeeks();
    const planned = weeks.flatMap((week) => week.units.flatMap((unit) => unit.lessons.map((video) => video.slugPath)));
    expect(planned).toEqual(academyCatalogue.map((video) => video.slugPath));
    const tests = weeks.flatMap((week) => week.units.flatMap((unit) => unit.practiceTests.map((test) => test.label)));
    expect(tests).toEqual(allPracticeTests().map((test) => test.label));
  });
});
