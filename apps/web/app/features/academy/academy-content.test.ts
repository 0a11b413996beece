import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isExternalPath } from "~/components/sidebar/sidebar-entry";
import { mediaFiles } from "~/features/lesson-media";
import { contentDir } from "~/lib/content-dir.server";
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
  const lessons = leaves.filter((leaf) => leaf.path && !isExternalPath(leaf.path));

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

  it("has exactly six practice tests, numbered in order, each linking out to its own form", () => {
    const tests = allPracticeTests();
    expect(tests.map((test) => test.label)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Practice Test ${n}`));
    expect(tests.every((test) => /^https:\/\/forms\.[\w.-]+\/practice-test-\d$/.test(test.path))).toBe(true);
    expect(new Set(tests.map((test) => test.path)).size).toBe(6);
    expect(leaves.filter((leaf) => leaf.path && isExternalPath(leaf.path))).toHaveLength(6);
  });

  it("builds a training plan that covers every lesson and practice test once", () => {
    const weeks = trainingWeeks();
    const planned = weeks.flatMap((week) => week.units.flatMap((unit) => unit.lessons.map((video) => video.slugPath)));
    expect(planned).toEqual(academyCatalogue.map((video) => video.slugPath));
    const tests = weeks.flatMap((week) => week.units.flatMap((unit) => unit.practiceTests.map((test) => test.label)));
    expect(tests).toEqual(allPracticeTests().map((test) => test.label));
  });
});
