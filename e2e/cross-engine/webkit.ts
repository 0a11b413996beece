import { spawn } from "node:child_process";
import { Builder, By, until, type WebDriver } from "selenium-webdriver";
import type { EngineReport } from "./firefox";
import {
  clickRunTest,
  demoFieldsMatchTextInputs,
  failedSignUpIsVisible,
  greenRunCounts,
  installProbe,
  type Problems,
  playgroundPath,
  playgroundRunCounts,
  signUpFields,
  smokeEmail,
  smokePages,
} from "./smoke-plan";

const miniBrowser = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

async function waitForDriver(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

async function probe(driver: WebDriver): Promise<Problems> {
  return driver.executeScript<Problems>(`(${installProbe.toString()})(); return window.__smokeProblems;`);
}

/** Waits for hydration, then installs the probe (WebKitWebDriver runs no script before the page's own). */
async function openHydrated(driver: WebDriver, url: string): Promise<void> {
  await driver.get(url);
  await driver.wait(until.elementLocated(By.css('html[data-mounted="true"]')), 30_000);
  await probe(driver);
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver and selenium-webdriver; needs a display (Xvfb). */
export async function runWebKit(baseUrl: string, driverPort: number): Promise<EngineReport> {
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  const webDriver = spawn("WebKitWebDriver", [`--port=${driverPort}`], { stdio: "ignore" });
  const report: EngineReport = { engine: "WebKitGTK", version: "", checks: [], failures: [] };
  let driver: WebDriver | undefined;
  try {
    await waitForDriver(driverUrl);
    driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] },
      })
      .build();
    const capabilities = await driver.getCapabilities();
    report.version = String(capabilities.get("browserVersion") ?? "");

    for (const { name, path } of smokePages) {
      try {
        await openHydrated(driver, `${baseUrl}${path}`);
        await driver.findElement(By.css("h1"));
        // Let late work (lazy chunks, effects) report before reading the probe.
        await driver.sleep(500);
        const problems = await probe(driver);
        if (problems.length > 0) throw new Error(problems.join("; "));
        report.checks.push(`${name} (${path}) hydrated, no console error or CSP violation`);
      } catch (error) {
        report.failures.push(`${name} (${path}): ${(error as Error).message}`);
      }
    }

    // What WebKit showed (issue 19): checked here, where it happened.
    try {
      await openHydrated(driver, `${baseUrl}/signup`);
      const submit = await driver.findElement(By.xpath("//main//button[normalize-space()='Create account']"));
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", submit);
      await submit.click();
      // The summary renders and the field is revealed in the same task as the submit event; the
      // wait only covers WebDriver returning from the click before the page has handled it.
      const session = driver;
      let wrong = "";
      const revealed = await session
        .wait(async () => {
          wrong = await session.executeScript<string>(`return (${failedSignUpIsVisible.toString()})()`);
          return wrong === "";
        }, 3000)
        .catch(() => false);
      if (!revealed) throw new Error(wrong);
      report.checks.push("a failed sign-up shows its error summary and first field below the sticky header");
    } catch (error) {
      report.failures.push(`failed sign-up: ${(error as Error).message}`);
    }
    try {
      await openHydrated(driver, `${baseUrl}/schedule-demo`);
      const wrong = await driver.executeScript<string>(`return (${demoFieldsMatchTextInputs.toString()})()`);
      if (wrong) throw new Error(wrong);
      report.checks.push("/schedule-demo's selects and date field are as tall as its text inputs");
    } catch (error) {
      report.failures.push(`/schedule-demo fields: ${(error as Error).message}`);
    }

    try {
      await openHydrated(driver, `${baseUrl}${playgroundPath}`);
      const runner = driver;
      await runner.wait(() => runner.executeScript<boolean>(`return (${clickRunTest.toString()})()`), 30_000);
      const counts = () => runner.executeScript<string>(`return (${playgroundRunCounts.toString()})()`);
      await runner.wait(async () => (await counts()) !== "", 60_000);
      const finished = await counts();
      if (!greenRunCounts.test(finished)) throw new Error(`the sample test ran: ${finished}`);
      const problems = await probe(driver);
      if (problems.length > 0) throw new Error(problems.join("; "));
      report.checks.push(`the playground ran its sample test green (${finished})`);
    } catch (error) {
      report.failures.push(`playground run: ${(error as Error).message}`);
    }

    try {
      await openHydrated(driver, `${baseUrl}/signup`);
      await driver.findElement(By.name("name")).sendKeys(signUpFields.name);
      await driver.findElement(By.name("company")).sendKeys(signUpFields.company);
      await driver.findElement(By.name("email")).sendKeys(smokeEmail("webkit"));
      await driver.findElement(By.name("phone")).sendKeys(signUpFields.phone);
      await driver.findElement(By.name("password")).sendKeys(signUpFields.password);
      const submit = await driver.findElement(By.xpath("//main//button[normalize-space()='Create account']"));
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", submit);
      await submit.click();
      await driver.wait(until.urlMatches(/\/registration-success$/), 90_000);
      await driver.wait(until.elementLocated(By.css("h1")), 10_000);
      const problems = await probe(driver);
      if (problems.length > 0) throw new Error(problems.join("; "));
      report.checks.push("sign-up reached /registration-success");
    } catch (error) {
      report.failures.push(
        `sign-up flow: ${(error as Error).name} ${(error as Error).message} (at ${await driver.getCurrentUrl()}; the page says: ${(await driver.findElement(By.css("main")).getText()).slice(0, 400)})`,
      );
    }
  } finally {
    await driver?.quit().catch(() => undefined);
    webDriver.kill();
  }
  return report;
}
