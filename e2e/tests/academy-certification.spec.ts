import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { examQuestions } from "../../content/academy/exam-questions.ts";
import { newAccount, signIn, signUpAndSignIn } from "../support/account";
import { expectNoAxeViolations } from "../support/axe";
import { gotoHydrated } from "../support/learning";
import { pdfText } from "../support/pdf-text";
import { site } from "../support/site";
import { expect, test } from "../support/test";

const academy = `/${site.slug}-academy`;
const lessonPath = (slug: string) => `${academy}/self-learning-video/${slug}`;
const menu = (page: Page) => page.getByRole("navigation", { name: "Self-learning videos" });

/** Plays the lesson's real video from near its end to the end: the page records what the player reports. */
async function watchToTheEnd(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/v1/academy/progress") && response.request().method() === "POST",
  );
  await page.locator("video").evaluate(async (video: HTMLVideoElement) => {
    if (video.readyState < 1)
      await new Promise((resolve) => video.addEventListener("loadedmetadata", resolve, { once: true }));
    video.muted = true;
    video.currentTime = Math.max(0, video.duration - 1.5);
    await video.play();
    await new Promise((resolve) => video.addEventListener("ended", resolve, { once: true }));
  });
  expect((await saved).status()).toBe(200);
}

/** Answers every question of the attempt on the page: right from the bank, or deliberately wrong. */
async function answerAll(page: Page, questions: Array<{ id: string; options: string[] }>, right: boolean) {
  for (const [index, question] of questions.entries()) {
    const answer = examQuestions.find((entry) => entry.id === question.id)?.answer ?? 0;
    const choice = right ? answer : (answer + 1) % question.options.length;
    await page
      .getByRole("group", { name: `Question ${index + 1}`, exact: true })
      .getByLabel(question.options[choice] ?? "", { exact: true })
      .check();
  }
}

async function startAttempt(page: Page, button: string) {
  const started = page.waitForResponse(
    (response) => response.url().endsWith("/v1/academy/exam/attempts") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: button }).click();
  const response = await started;
  expect(response.status()).toBe(201);
  const attempt = (await response.json()) as { questions: Array<{ id: string; options: string[] }> };
  // The browser gets the questions, never their answers.
  expect(JSON.stringify(attempt)).not.toMatch(/"answer"|"explanation"/);
  return attempt.questions;
}

test.describe("academy progress and the certificate", () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test("progress follows the learner, the exam is failed then passed, and the certificate verifies", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const account = await signUpAndSignIn(page, newAccount({ name: "Priya Sharma" }));

    // Watch a lesson to the end, reload: ticked in the menu, and the module's progress moves.
    await gotoHydrated(page, lessonPath("registration"));
    await watchToTheEnd(page);
    await page.reload();
    await expect(menu(page).getByRole("link", { name: "Registration (completed)" })).toBeVisible();
    await gotoHydrated(page, academy);
    const setUpModule = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Sign-Up and Set-Up" }) });
    await expect(setUpModule.getByText("1 of 5 lessons completed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Continue where you left off" })).toBeVisible();

    // Stop part-way through another lesson: it offers to resume there.
    await gotoHydrated(page, lessonPath("project-creation"));
    await page.locator("video").evaluate(async (video: HTMLVideoElement) => {
      if (video.readyState < 1)
        await new Promise((resolve) => video.addEventListener("loadedmetadata", resolve, { once: true }));
      video.currentTime = 4;
      await new Promise((resolve) => video.addEventListener("seeked", resolve, { once: true }));
    });
    await page.reload();
    await expect(page.getByRole("button", { name: "Resume at 0:04" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Start over" })).toBeVisible();

    // A fresh browser: signing in brings the same progress.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await signIn(other, account.email, account.password);
    await expect(other).toHaveURL(new RegExp(`/${site.slug}-products$`));
    await gotoHydrated(other, academy);
    const module = other
      .getByRole("listitem")
      .filter({ has: other.getByRole("heading", { name: "Sign-Up and Set-Up" }) });
    await expect(module.getByText("1 of 5 lessons completed")).toBeVisible();
    await gotoHydrated(other, `${academy}/training-plan`);
    await expect(other.getByRole("link", { name: "Registration", exact: true }).locator("..")).toContainText(
      "(completed)",
    );

    // The exam: fail once and read why, then pass.
    await gotoHydrated(other, `${academy}/get-certified`);
    await other.getByLabel("I have read the rules").check();
    const first = await startAttempt(other, "Start the exam");
    expect(first).toHaveLength(25);
    await answerAll(other, first, false);
    await other.getByRole("button", { name: "Submit answers" }).click();
    await expect(other.getByRole("heading", { name: "Not passed this time" })).toBeVisible();
    await expect(other.getByText("Your score: 0 of 25 (0 %)")).toBeVisible();
    await expect(other.getByRole("heading", { name: "Questions to review" })).toBeVisible();
    await expect(other.getByRole("link", { name: /^Learn more/ })).toHaveCount(25);

    const second = await startAttempt(other, "Start another attempt");
    await answerAll(other, second, true);
    await other.getByRole("button", { name: "Submit answers" }).click();
    await expect(other.getByRole("heading", { name: "You passed" })).toBeVisible();
    await other.getByRole("link", { name: "View your certificate" }).click();
    await expect(other).toHaveURL(new RegExp(`${academy}/certificates/[A-Za-z0-9_-]{22}$`));
    const certificateUrl = other.url();
    const certificateId = certificateUrl.split("/").pop() ?? "";
    await gotoHydrated(other, academy);
    await expect(other.getByRole("heading", { name: "Your certificates" })).toBeVisible();
    await fresh.close();

    // Signed out, anyone can verify it and download the PDF.
    const visitor = await browser.newContext();
    const stranger = await visitor.newPage();
    const response = await stranger.goto(certificateUrl);
    expect(response?.status()).toBe(200);
    await expect(stranger.getByText("Priya Sharma")).toBeVisible();
    await expect(stranger.getByText("Valid", { exact: true })).toBeVisible();
    await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(stranger);
    const [download] = await Promise.all([
      stranger.waitForEvent("download"),
      stranger.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    const pdf = await readFile((await download.path()) ?? "");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    expect(text).toContain("Priya Sharma");
    expect(text).toContain(certificateId);

    // An id that names no certificate: HTTP 404, and the page says so.
    const unknown = await stranger.goto(`${academy}/certificates/${"Q".repeat(22)}`);
    expect(unknown?.status()).toBe(404);
    await expect(stranger.getByText(/No certificate has the id/)).toBeVisible();
    await visitor.close();
  });

  test("the exam asks a signed-out visitor to sign in, and brings them back", async ({ page }) => {
    await gotoHydrated(page, `${academy}/get-certified`);
    const signInLink = page.getByRole("link", { name: "Sign in to take the exam" });
    await expect(signInLink).toHaveAttribute(
      "href",
      new RegExp(`returnTo=${encodeURIComponent(`${academy}/get-certified`)}`),
    );
    await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
