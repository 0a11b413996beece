import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { gotoHydrated, playMuted, videoSource, videoTime } from "../support/learning";
import { expect, test } from "../support/test";

const screenPath = "/ignitest-academy/self-learning-video";
const lessons = (page: Page) => page.getByRole("navigation", { name: "Self-learning videos" });

test.describe("the self-learning video screen", () => {
  test("the player follows the route as lessons are chosen from the menu", async ({ page }) => {
    await gotoHydrated(page, `${screenPath}/registration`);
    await expect(page.getByRole("heading", { level: 1, name: "Self Learning Videos" })).toBeVisible();
    await expect(page.getByRole("figure", { name: "Registration" })).toBeVisible();
    expect(await videoSource(page)).toBe("/media/registration.mp4");
    // Client-side navigation: this marker would not survive a full page load.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));

    await lessons(page).getByRole("button", { name: "Web Automation" }).click();
    await lessons(page).getByRole("button", { name: "Scripts and Elements" }).click();
    await lessons(page).getByRole("link", { name: "Creating Scripts" }).click();
    await expect(page).toHaveURL(new RegExp(`${screenPath}/script-creation$`));
    await expect(page.getByRole("figure", { name: "Creating Scripts" })).toBeVisible();
    await expect.poll(() => videoSource(page)).toBe("/media/script-creation.mp4");
    await expect(lessons(page).getByRole("link", { name: "Creating Scripts" })).toHaveAttribute("aria-current", "page");

    await lessons(page).getByRole("button", { name: "Test Case Management" }).click();
    await lessons(page).getByRole("link", { name: "Manual Suite Execution" }).click();
    await expect(page).toHaveURL(new RegExp(`${screenPath}/manual-suite-execution$`));
    await expect(page.getByRole("figure", { name: "Manual Suite Execution" })).toBeVisible();
    await expect.poll(() => videoSource(page)).toBe("/media/manual-suite-execution.mp4");
    expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/manual-suite-execution$/);
  });

  test("a lesson's video plays", async ({ page }) => {
    await gotoHydrated(page, `${screenPath}/jenkins-iIntegration`);
    await expect(page.getByRole("figure", { name: "Jenkins Integration" })).toBeVisible();
    await playMuted(page);
    await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
    const captions = await page.locator("video track[kind=captions]").getAttribute("src");
    expect(captions).toMatch(/\.vtt$/);
    const chapters = await page.locator("video track[kind=chapters]").getAttribute("src");
    expect(chapters).toMatch(/\.chapters\.vtt$/);

    // Its chapter list, beside the transcript, seeks the video; its questions are answered in place.
    const chapterButtons = page.getByRole("region", { name: "Chapters" }).getByRole("button");
    expect(await chapterButtons.count()).toBeGreaterThan(1);
    const second = chapterButtons.nth(1);
    const start = Number(await second.getAttribute("data-start"));
    await second.click();
    await expect.poll(() => videoTime(page)).toBeGreaterThanOrEqual(start);
    await expect(second).toHaveAttribute("aria-current", "true");

    const quiz = page.getByRole("region", { name: "Check what you learned" });
    const question = quiz.getByRole("group", { name: /Where do you keep the Ignitest token in Jenkins\?/ });
    await question.getByRole("radio", { name: "In the Jenkinsfile" }).check();
    await question.locator("..").getByRole("button", { name: "Check answer" }).click();
    await expect(question.locator("..").locator("[aria-live=polite]")).toContainText(
      "the answer is “As a Secret text credential”",
    );
    await question.getByRole("radio", { name: "As a Secret text credential" }).check();
    await question.locator("..").getByRole("button", { name: "Check answer" }).click();
    await expect(question.locator("..").locator("[aria-live=polite]")).toContainText("Correct.");
  });

  test("the Self-Learning Doc downloads as a real zip archive", async ({ page, request }) => {
    await gotoHydrated(page, screenPath);
    // The landing opens with the first lesson's player.
    await expect(page.getByRole("figure", { name: "Lesson 1: Registration" }).locator("video")).toHaveAttribute(
      "poster",
      /registration\.webp$/,
    );
    const link = page.getByRole("link", { name: /Self-Learning Doc/ });
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href).toMatch(/\.zip$/);
    const response = await request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/zip");
    const body = await response.body();
    expect(body.subarray(0, 4).toString("hex")).toBe("504b0304");
    expect(body.length).toBeGreaterThan(20_000);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("ignitest-self-learning-docs.zip");
  });

  test("the menu holds six practice tests that open the playground's tasks in a new tab", async ({ page }) => {
    await gotoHydrated(page, screenPath);
    const menu = lessons(page);
    for (const group of ["Test Case Management", "Web Automation", "Mobile Automation", "API Automation"]) {
      await menu.getByRole("button", { name: group, exact: true }).click();
    }
    for (const part of [
      "Scripts and Elements",
      "Reuse and Test Data",
      "Suites, reporting and integrations",
      "Android",
    ]) {
      await menu.getByRole("button", { name: part, exact: true }).click();
    }
    const tests = menu.getByRole("link", { name: /^Practice Test \d/ });
    await expect(tests).toHaveCount(6);
    for (const link of await tests.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      // PRACTICE_TEST_URL's default (docs/product/academy-practice.md).
      await expect(link).toHaveAttribute("href", /^\/playground\?practice=\d$/);
    }
  });

  test("the open menu groups survive a reload", async ({ page }) => {
    await gotoHydrated(page, `${screenPath}/registration`);
    const mobile = lessons(page).getByRole("button", { name: "Mobile Automation" });
    await expect(mobile).toHaveAttribute("aria-expanded", "false");
    await mobile.click();
    await expect(mobile).toHaveAttribute("aria-expanded", "true");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-mounted", "true", { timeout: 20_000 });
    await expect(lessons(page).getByRole("button", { name: "Mobile Automation" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(lessons(page).getByRole("link", { name: "iOS Setup" })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});

test.describe("an unknown lesson", () => {
  // The browser logs the 404 status of the document itself.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('shows "Video not found" with the menu, and answers 404', async ({ page }) => {
    const response = await gotoHydrated(page, `${screenPath}/no-such-lesson`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 2, name: "Video not found" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Self Learning Videos" })).toBeVisible();
    await expect(page.locator("video")).toHaveCount(0);
    await expect(lessons(page).getByRole("button", { name: "Sign-Up and Set-Up" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Start with Registration" }).click();
    await expect(page.getByRole("figure", { name: "Registration" })).toBeVisible();
  });

  test("before any script runs, the app shell is a titled not-found page; the app then names the video", async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    const response = await bare.goto(`${screenPath}/no-such-lesson`);
    expect(response?.status()).toBe(404);
    await expect(bare).toHaveTitle("Page not found | Ignitest");
    await expect(bare.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await noScript.close();

    await gotoHydrated(page, `${screenPath}/no-such-lesson`);
    await expect(page.getByRole("heading", { level: 2, name: "Video not found" })).toBeVisible();
    await expect(page).toHaveTitle("Video not found | Ignitest Academy");
    await expect(page.locator("title")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Self Learning Videos");
  });

  test("a lesson is an article headed by its title", async ({ page }) => {
    await gotoHydrated(page, `${screenPath}/registration`);
    await expect(page.getByRole("article", { name: "Registration" }).getByRole("heading", { level: 2 })).toHaveText(
      "Registration",
    );
  });

  test("a deeper path still selects the lesson by its first segment", async ({ page }) => {
    await gotoHydrated(page, `${screenPath}/api-automation/part-2`);
    await expect(page.getByRole("figure", { name: "API Automation" })).toBeVisible();
  });
});

test.describe("the academy pages", () => {
  test("home, training plan and certification link into the lessons", async ({ page }) => {
    await gotoHydrated(page, "/ignitest-academy");
    await expect(page.getByRole("heading", { level: 2, name: "The learning path" })).toBeVisible();
    await page.getByRole("navigation", { name: "Academy" }).getByRole("link", { name: "Training plan" }).click();
    await expect(page).toHaveURL(/\/ignitest-academy\/training-plan$/);
    await expect(page.getByRole("heading", { level: 3, name: /^Week 6:/ })).toBeVisible();
    await page.getByRole("link", { name: "Jenkins Integration" }).click();
    await expect(page).toHaveURL(/\/self-learning-video\/jenkins-iIntegration$/);
    await expect(page.getByRole("figure", { name: "Jenkins Integration" })).toBeVisible();
  });
});

test("@mobile the lessons menu folds behind a button on a phone", async ({ page }) => {
  await gotoHydrated(page, `${screenPath}/registration`);
  const toggle = page.getByRole("button", { name: "Lessons menu" });
  await expect(lessons(page).getByRole("link", { name: "Project Creation" })).toBeHidden();
  await toggle.click();
  await lessons(page).getByRole("link", { name: "Project Creation" }).click();
  await expect(page.getByRole("figure", { name: "Project Creation" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Lessons menu" })).toHaveAttribute("aria-expanded", "false");
});
