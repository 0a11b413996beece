// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentDir } from "~/lib/content-dir.server";
import { mountFrame } from "../test/fixture-frame";
import { locatorCandidates } from "./locator-candidates";
import { formatLocator } from "./locator-format";

/** The sample shop's own sign-in page (docs/playground.md#sample-apps), scripts left out. */
function signInPage() {
  const file = join(contentDir("assets"), "..", "..", "apps/web/public/playground/apps/shop/index.html");
  const html = readFileSync(file, "utf8");
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  return mountFrame(body.replace(/<script[\s\S]*?<\/script>/g, "")).doc;
}

const list = (el: Element) => locatorCandidates(el).map((c) => `${formatLocator(c.locator)} (${c.count})`);

describe("locators on the sample shop's sign-in page", () => {
  it("offers the Sign in button by role first; its text also matches the header's Sign in link", () => {
    const doc = signInPage();
    const button = doc.querySelector('[data-testid="sign-in"]') as Element;
    const offered = list(button);
    expect(offered.slice(0, 2)).toEqual(['role=button[name="Sign in"] (1)', "testId=sign-in (1)"]);
    expect(offered.at(-1)).toBe("text=Sign in (2)");
  });

  it("finds the checkbox that has no id by its role and label", () => {
    const doc = signInPage();
    const remember = doc.querySelector('input[name="remember"]') as Element;
    expect(list(remember).slice(0, 2)).toEqual([
      'role=checkbox[name="Keep me signed in"] (1)',
      "label=Keep me signed in (1)",
    ]);
  });
});
