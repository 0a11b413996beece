import type { Page, Response } from "@playwright/test";
import { newAccount, signUpThroughUi } from "../support/account";
import { gotoHydrated, playMuted, videoTime } from "../support/learning";
import { expect, test } from "../support/test";

/**
 * The Content-Security-Policy in a real browser (docs/decisions/030-security-headers.md):
 * each page arrives with one, and nothing the page does, from hydration to
 * search, the captcha's worker and video, trips it. The console guard in
 * support/test.ts fails any test on the browser's own CSP errors; this spec
 * also listens for the `securitypolicyviolation` events themselves, and for
 * what workers report (they live under their own policy).
 */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`.trim());
    });
  });
  const workerProblems: string[] = [];
  page.on("worker", (worker) =>
    worker.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") workerProblems.push(message.text());
    }),
  );
  // Pagefind falls back to the main thread, with a warning, when its worker fails.
  page.on("console", (message) => {
    if (message.type() === "warning" && /worker|Content.Security.Policy/i.test(message.text())) {
      workerProblems.push(message.text());
    }
  });
  return {
    async expectNoViolations() {
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, "securitypolicyviolation events").toEqual([]);
      expect(workerProblems, "worker errors and warnings").toEqual([]);
    },
  };
}

function expectStrictPagePolicy(response: Response | null) {
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/]+=*')+;/);
  expect(policy).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
}

test("home: the page hydrates under its policy", async ({ page }) => {
  const policy = await watchPolicy(page);
  const response = await gotoHydrated(page, "/");
  expectStrictPagePolicy(response);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await policy.expectNoViolations();
});

test("a docs page: Ctrl+K search runs Pagefind, and the result opens client-side with its highlighted code", async ({
  page,
}) => {
  const policy = await watchPolicy(page);
  const response = await gotoHydrated(page, "/docs/configuration/jenkins-integration");
  expectStrictPagePolicy(response);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await dialog.getByRole("combobox", { name: "Search the site" }).pressSequentially("vmImage");
  await expect(dialog.getByRole("option")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/configuration\/azure-devops-integration$/);
  // The address changes before the new article replaces the old one, whose code has colors too: read the new one's.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Azure DevOps integration");
  // Syntax colors are style attributes in markup set through innerHTML: the site-wide hashes must cover them.
  const spans = page.locator("article pre span[style*='color']");
  await expect(spans.first()).toBeVisible();
  const colors = await spans.evaluateAll((elements) =>
    elements.map((span) => {
      const hex = /color:#([0-9a-f]{6})/i.exec(span.getAttribute("style") ?? "")?.[1] ?? "000000";
      const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
      return { declared: `rgb(${r}, ${g}, ${b})`, applied: getComputedStyle(span).color };
    }),
  );
  for (const { declared, applied } of colors) expect(applied).toBe(declared);
  await policy.expectNoViolations();
});

test("sign-up: the captcha's worker solves the proof of work and the form goes through", async ({ page }) => {
  test.setTimeout(90_000);
  const policy = await watchPolicy(page);
  const response = await page.goto("/signup");
  expectStrictPagePolicy(response);
  await signUpThroughUi(page, newAccount());
  await policy.expectNoViolations();
});

test("an academy video page: the clip and its captions load and play", async ({ page }) => {
  const policy = await watchPolicy(page);
  const response = await gotoHydrated(page, "/ignitest-academy/self-learning-video/jenkins-iIntegration");
  expectStrictPagePolicy(response);
  await playMuted(page);
  await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5);
  await policy.expectNoViolations();
});

test.describe("404 answers", () => {
  // The browser logs the 404 status of the document itself.
  test.use({ allowConsoleErrors: [/status of 404/] });

  for (const [what, path] of [
    ["the not-found page", "/no-such-page"],
    ["the app shell under a prefix route", "/ignitest-academy/self-learning-video/no-such-lesson"],
  ]) {
    test(`${what} carries the hashes of its own inline scripts`, async ({ page }) => {
      const policy = await watchPolicy(page);
      const response = await gotoHydrated(page, path as string);
      expect(response?.status()).toBe(404);
      expectStrictPagePolicy(response);
      await policy.expectNoViolations();
    });
  }
});
