import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { gotoHydrated } from "../support/hydrated";
import { expect, test } from "../support/test";

/**
 * Issue 15, item 8: HTML_CodeSniffer (the engine pa11y runs, WCAG2AA) finds
 * no error on the pages where it found them: the pricing comparison's group
 * headers (H43), the assets search forms without a submit button (H32.2) and
 * text inputs without a type (H98). Its script is evaluated through the
 * DevTools protocol, which the page's Content-Security-Policy does not cover.
 */
const sniffer = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

type Finding = { code: string; html: string };

for (const path of [
  "/ignitest-platform-pricing",
  "/nlp's",
  "/elements",
  "/step-groups",
  "/signup",
  "/schedule-demo",
  "/contactus",
  "/playground",
]) {
  test(`HTML_CodeSniffer WCAG2AA finds no error on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    // The playground's screens mount from a lazy chunk after hydration: sniff them, not the shell.
    if (path === "/playground") await page.getByRole("list", { name: "Steps" }).waitFor();
    await page.evaluate(sniffer);
    const errors = await page.evaluate(
      () =>
        new Promise<Finding[]>((resolve, reject) => {
          const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
          htmlcs.process(
            "WCAG2AA",
            document,
            () =>
              resolve(
                htmlcs
                  .getMessages()
                  .filter((message) => message.type === 1)
                  .map((message) => ({
                    code: message.code,
                    html: message.element.outerHTML.slice(0, 160),
                    msg: (message as unknown as { msg: string }).msg,
                  })),
              ),
            () => reject(new Error("HTML_CodeSniffer failed to run")),
            "en",
          );
        }),
    );
    expect(errors).toEqual([]);
  });
}

type HtmlCs = {
  process: (standard: string, content: Document, done: () => void, failed: () => void, language: string) => void;
  getMessages: () => { type: number; code: string; element: Element }[];
};
