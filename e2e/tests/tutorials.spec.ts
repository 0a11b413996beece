import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { gotoHydrated, playMuted, videoTime } from "../support/learning";
import { expect, test } from "../support/test";

const tutorials = (page: Page) => page.getByRole("navigation", { name: "Video tutorials" });

test.describe("video tutorials", () => {
  test("the index lists every group with its tutorials", async ({ page }) => {
    await gotoHydrated(page, "/video-tutorial");
    for (const group of ["Registration", "Ignitest Finder", "Test Development", "Execution", "Repository"]) {
      await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
    }
    expect(await page.getByRole("heading", { level: 3 }).count()).toBeGreaterThanOrEqual(24);
    // Each card shows its tutorial's poster, sized up front; the first row loads at once, the rest lazily.
    const posters = page.getByRole("img", { name: /^Still from the video: / });
    expect(await posters.count()).toBeGreaterThanOrEqual(24);
    await expect(posters.first()).toHaveAttribute("width", "960");
    await expect(posters.first()).toHaveAttribute("loading", "eager");
    await expect(posters.last()).toHaveAttribute("loading", "lazy");
    expect(await posters.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole("link", { name: "Install Ignitest Finder" }).click();
    await expect(page).toHaveURL(/\/video-tutorial\/ignitest-finder\/install-finder$/);
  });

  test("a tutorial shows its video, chapters and summary, and a chapter seeks the video", async ({ page }) => {
    await gotoHydrated(page, "/video-tutorial/execution/quick-run");
    await expect(page.getByRole("heading", { level: 1, name: "Quick Run a script" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Summary" })).toBeVisible();
    const chapters = page.getByRole("region", { name: "Chapters" }).getByRole("button");
    // A chapter a scene of the tutorial's lesson script (content/lessons/tutorials/execution/quick-run.yaml).
    await expect(chapters).toHaveCount(5);
    await expect(page.locator("video track[kind=captions]")).toHaveAttribute("src", /\.vtt$/);
    await expect(page.locator("video track[kind=chapters]")).toHaveAttribute("src", /\.chapters\.vtt$/);

    await playMuted(page);
    const chapter = chapters.filter({ hasText: "Follow the steps" });
    const at = (await chapter.textContent())?.match(/(\d+):(\d\d)/);
    const seconds = Number(at?.[1]) * 60 + Number(at?.[2]);
    await chapter.click();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(seconds);
    expect(await videoTime(page)).toBeLessThan(seconds + 4);
    await expect(chapter).toHaveAttribute("aria-current", "true");
    await expectNoAxeViolations(page);
  });

  test("the sidebar navigates inside the site and opens external entries in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/video-tutorial/registration/sign-up");
    await tutorials(page).getByRole("button", { name: "Defect analysis" }).click();
    await tutorials(page).getByRole("link", { name: "Log a defect from a failed step" }).click();
    await expect(page).toHaveURL(/\/video-tutorial\/defect-analysis\/log-a-defect$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log a defect from a failed step");

    await tutorials(page).getByRole("button", { name: "More learning" }).click();
    // The academy's practice task on this site (PRACTICE_TEST_URL's default), still in a new tab.
    const practice = tutorials(page).getByRole("link", { name: /Practice Test 1/ });
    await expect(practice).toHaveAttribute("target", "_blank");
    await expect(practice).toHaveAttribute("href", "/playground?practice=1");
  });
});

test.describe("release notes", () => {
  test("the latest version shows 2.2, and the version switcher moves between releases", async ({ page }) => {
    await gotoHydrated(page, "/release-notes/latest-version");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest release: Ignitest 2.2");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/release-notes\/latest-version$/);
    const versions = page.getByRole("navigation", { name: "Versions" });
    await expect(versions.getByRole("link", { name: /Release notes 2\.2/ })).toHaveAttribute("aria-current", "page");
    for (const section of ["New", "Improved", "Fixed"]) {
      await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    }

    await versions.getByRole("link", { name: /Release notes 1\.1/ }).click();
    await expect(page).toHaveURL(/\/release-notes\/version\/1\/1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Release notes 1.1");
    await expect(page.getByRole("heading", { level: 2, name: /Android app automation/ })).toBeVisible();
    await expect(versions.getByRole("link", { name: /Release notes 1\.1/ })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  });

  test("the version switcher works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/release-notes/version/2/0");
    await page
      .getByRole("navigation", { name: "Versions" })
      .getByRole("link", { name: /Release notes 1\.0/ })
      .click();
    await expect(page).toHaveURL(/\/release-notes\/version\/1\/0$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Release notes 1.0");
    await context.close();
  });

  test("RSS and Atom feeds list the releases as XML", async ({ request }) => {
    const rss = await request.get("/release-notes/rss.xml");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toContain("xml");
    const rssText = await rss.text();
    expect(rssText).toMatch(/^<\?xml[^>]*>\s*<rss version="2.0"/);
    expect(rssText.match(/<item>/g)).toHaveLength(6);

    const atom = await request.get("/release-notes/atom.xml");
    expect(atom.status()).toBe(200);
    expect(atom.headers()["content-type"]).toContain("xml");
    const atomText = await atom.text();
    expect(atomText).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atomText.match(/<entry>/g)).toHaveLength(6);
  });
});

test.describe("prerequisites", () => {
  test("a left menu moves between the three pages", async ({ page }) => {
    await gotoHydrated(page, "/prerequisites/cloud-version");
    const menu = page.getByRole("navigation", { name: "Pre Requisites" });
    await expect(menu.getByRole("link", { name: "Cloud Version" })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Safari Browser Limitation" }).click();
    await expect(page).toHaveURL(/\/prerequisites\/safari-browser-automation-limitations$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safari Browser Limitation");
    await expect(page.getByText("One Safari instance per machine at a time")).toBeVisible();
    await menu.getByRole("link", { name: "On Premise Version" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("On Premise Version");
  });
});
