import { site } from "../support/site";

/**
 * The cross-engine smoke (docs/decisions/069-cross-engine-smoke.md): the main
 * templates as a new visitor meets them, in Firefox ESR and WebKitGTK. The
 * full suite runs in Chromium; this catches what only another engine shows.
 */
export const smokePages = [
  { name: "home", path: "/" },
  { name: "docs", path: "/docs/configuration/jenkins-integration" },
  { name: "pricing", path: `/${site.slug}-platform-pricing` },
  { name: "assets", path: `/${site.slug}-assets` },
  { name: "academy video", path: `/${site.slug}-academy/self-learning-video/project-creation` },
  { name: "blog", path: "/blogs/ai-in-test-automation-what-helps" },
  { name: "sign-up", path: "/signup" },
  // The Platform demo (docs/platform-demo.md): charts on a canvas, and the page that frames the sample apps.
  { name: "platform demo: analytics", path: "/playground/platform/analytics" },
  { name: "platform demo: test execution", path: "/playground/platform/execution" },
];

/**
 * The playground (docs/playground.md): its sample project opens with the test
 * "Sign in with the demo account"; the smoke runs it in the engine and waits
 * for every step to pass, so the finder's locators, the runner's events and
 * the framed sample shop work there too.
 */
export const playgroundPath = "/playground";

/** A finished run's counts line with no failure ("6 passed0 failed0 skipped"). */
export const greenRunCounts = /^[1-9]\d* passed0 failed0 skipped$/;

/** Runs in the page: clicks "Run test" once the app can run; false while it cannot yet. */
export function clickRunTest(): boolean {
  const button = [...document.querySelectorAll("button")].find(
    (candidate) => candidate.textContent?.trim() === "Run test",
  );
  if (!button || button.disabled) return false;
  button.click();
  return true;
}

/** Runs in the page: the counts line once the run has finished (Stop is disabled again), or "" before. */
export function playgroundRunCounts(): string {
  const stop = [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim() === "Stop");
  if (!stop?.disabled) return "";
  return document.querySelector('[data-testid="run-counts"]')?.textContent?.trim() ?? "";
}

export const signUpFields = {
  name: "Priya Sharma",
  company: "Acme QA",
  phone: "+44 20 7946 0958",
  password: "first passphrase for the smoke",
};

export function smokeEmail(engine: string): string {
  return `smoke-${engine}-${Date.now().toString(36)}@example.com`;
}

/** What a page reported: console errors, uncaught errors and CSP violations, as text. */
export type Problems = string[];

declare global {
  interface Window {
    __smokeProblems?: string[];
  }
}

/**
 * Runs in the page: records CSP violations, uncaught errors, rejected
 * promises and console.error calls in window.__smokeProblems. Firefox runs it
 * before any page script (a preload script); WebKitWebDriver has none, so
 * there it runs once the page has loaded and a buffered ReportingObserver
 * hands over the CSP violations that came before.
 */
export function installProbe(): void {
  if (window.__smokeProblems) return;
  const problems: string[] = [];
  window.__smokeProblems = problems;
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push(
      `CSP: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );
  window.addEventListener("error", (event) => problems.push(`error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(" ")}`);
    original(...args);
  };
  if ("ReportingObserver" in window) {
    new ReportingObserver(
      (reports) => {
        for (const report of reports) problems.push(`report: ${report.type} ${JSON.stringify(report.body)}`);
      },
      { types: ["csp-violation"], buffered: true },
    ).observe();
  }
}

/**
 * Runs in the page after an empty sign-up was submitted: focus is on the first
 * field and the error summary and the field's label are below the sticky
 * header (WebKit ignored scroll-padding-top here, issue 19). Returns what is
 * wrong, or an empty string.
 */
export function failedSignUpIsVisible(): string {
  const header = document.querySelector("header")?.getBoundingClientRect();
  const summary = document.querySelector('main form [role="alert"]');
  const active = document.activeElement;
  if (!header || !summary) return "no error summary after an empty sign-up";
  if (!(active instanceof HTMLInputElement) || active.name !== "name")
    return `focus is on ${active?.tagName ?? "nothing"}`;
  const label = active.labels?.[0];
  const summaryTop = summary.getBoundingClientRect().top;
  if (summaryTop < header.bottom)
    return `the error summary (top ${summaryTop}) is under the header (bottom ${header.bottom})`;
  if (label && label.getBoundingClientRect().top < header.bottom) return "the first field's label is under the header";
  return "";
}

/** Runs on /schedule-demo: the selects and the date field are as tall as the text inputs (WebKitGTK drew GTK widgets). */
export function demoFieldsMatchTextInputs(): string {
  const text = document.querySelector<HTMLElement>('main input[type="email"]');
  if (!text) return "no e-mail field on /schedule-demo";
  const height = text.getBoundingClientRect().height;
  const odd = [...document.querySelectorAll<HTMLElement>('main select, main input[type="date"]')]
    .map((field) => ({ name: field.getAttribute("name"), height: field.getBoundingClientRect().height }))
    .filter((field) => Math.abs(field.height - height) > 1);
  return odd.map((field) => `${field.name} is ${field.height}px tall, the text inputs ${height}px`).join("; ");
}
