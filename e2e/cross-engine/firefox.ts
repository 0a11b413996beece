import puppeteer, { type Page } from "puppeteer-core";
import {
  clickRunTest,
  greenRunCounts,
  installProbe,
  type Problems,
  playgroundPath,
  playgroundRunCounts,
  signUpFields,
  smokeEmail,
  smokePages,
} from "./smoke-plan";

export type EngineReport = { engine: string; version: string; checks: string[]; failures: string[] };

async function pageProblems(page: Page): Promise<Problems> {
  return page.evaluate(() => window.__smokeProblems ?? ["the probe did not run"]);
}

/** Firefox ESR through puppeteer-core over WebDriver BiDi (Puppeteer's only Firefox protocol since v23). */
export async function runFirefox(baseUrl: string): Promise<EngineReport> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
    headless: true,
  });
  const report: EngineReport = { engine: "Firefox", version: await browser.version(), checks: [], failures: [] };
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(installProbe);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => consoleErrors.push(`pageerror: ${String(error)}`));

    for (const { name, path } of smokePages) {
      consoleErrors.length = 0;
      try {
        const response = await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
        if (response?.status() !== 200) throw new Error(`HTTP ${response?.status()}`);
        await page.waitForSelector('html[data-mounted="true"]', { timeout: 30_000 });
        await page.waitForSelector("h1", { timeout: 5_000 });
        const problems = [...(await pageProblems(page)), ...consoleErrors];
        if (problems.length > 0) throw new Error(problems.join("; "));
        report.checks.push(`${name} (${path}) hydrated, no console error or CSP violation`);
      } catch (error) {
        report.failures.push(`${name} (${path}): ${(error as Error).message}`);
      }
    }

    consoleErrors.length = 0;
    try {
      await page.goto(`${baseUrl}${playgroundPath}`, { waitUntil: "load" });
      await page.waitForSelector('html[data-mounted="true"]', { timeout: 30_000 });
      await page.waitForFunction(clickRunTest, { timeout: 30_000 });
      await page.waitForFunction(playgroundRunCounts, { timeout: 60_000 });
      const counts = await page.evaluate(playgroundRunCounts);
      if (!greenRunCounts.test(counts)) throw new Error(`the sample test ran: ${counts}`);
      const problems = [...(await pageProblems(page)), ...consoleErrors];
      if (problems.length > 0) throw new Error(problems.join("; "));
      report.checks.push(`the playground ran its sample test green (${counts})`);
    } catch (error) {
      report.failures.push(`playground run: ${(error as Error).message}`);
    }

    consoleErrors.length = 0;
    try {
      await page.goto(`${baseUrl}/signup`, { waitUntil: "load" });
      await page.waitForSelector('html[data-mounted="true"]', { timeout: 30_000 });
      await page.type('input[name="name"]', signUpFields.name);
      await page.type('input[name="company"]', signUpFields.company);
      await page.type('input[name="email"]', smokeEmail("firefox"));
      await page.type('input[name="phone"]', signUpFields.phone);
      await page.type('input[name="password"]', signUpFields.password);
      await page.locator("main button[type=submit]").click();
      await page.waitForFunction(() => location.pathname === "/registration-success", { timeout: 90_000 });
      await page.waitForSelector("h1", { timeout: 10_000 });
      const problems = [...(await pageProblems(page)), ...consoleErrors];
      if (problems.length > 0) throw new Error(problems.join("; "));
      report.checks.push("sign-up reached /registration-success");
    } catch (error) {
      report.failures.push(`sign-up flow: ${(error as Error).message} (at ${page.url()})`);
    }
  } finally {
    await browser.close();
  }
  return report;
}
