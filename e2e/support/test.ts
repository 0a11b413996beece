import { test as base, expect } from "@playwright/test";

/**
 * Playwright's `test`, failing any test whose page logs a console error or
 * throws (STYLE.md: a test that logs console.error fails). A test that
 * expects an error (a 404 page load, a failing API call) lists it in
 * `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; consoleGuard: undefined }>({
  allowConsoleErrors: [[], { option: true }],
  /**
   * Pages fetch their scripts after the first paint (apps/web/scripts/defer-scripts.mjs),
   * so the load event can come before the app has started; a click sent then
   * would be lost. goto and reload (waiting for load, the default) also wait
   * until the app's scripts have run and hydration is under way.
   */
  page: async ({ page }, use) => {
    const appStarted = () =>
      page.waitForFunction(
        () => !("__reactRouterContext" in window) || (window as { __appScriptsStarted?: boolean }).__appScriptsStarted,
        undefined,
        { timeout: 20_000 },
      );
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (!options?.waitUntil || options.waitUntil === "load") await appStarted();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (!options?.waitUntil || options.waitUntil === "load") await appStarted();
      return response;
    };
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
