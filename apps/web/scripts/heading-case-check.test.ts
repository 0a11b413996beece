import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { casingRules, headingsOf, siteHeadingProblems } from "./heading-case-check";

const repoRoot = new URL("../../../", import.meta.url).pathname;
let root = "";

function site(pages: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "heading-case-"));
  for (const [path, body] of Object.entries(pages)) {
    const file = join(root, path, "index.html");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `<!DOCTYPE html><html><body>${body}</body></html>`);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the built site's headings (docs/design-system.md#casing)", () => {
  const rules = casingRules(repoRoot);

  it("reads a heading's text without its markup and entities", () => {
    expect(headingsOf('<h2 class="x">Tests &amp; <em>their</em>\n data</h2><h5>Skipped</h5>')).toEqual([
      "Tests & their data",
    ]);
  });

  it("flags Title Case on any page, written anywhere", () => {
    const dir = site({ "blogs/tag/x": "<h1>Articles on Test Automation</h1>", docs: "<h3>Project Menu</h3>" });
    expect(siteHeadingProblems(dir, rules).sort()).toEqual([
      '/blogs/tag/x: "Articles on Test Automation" (Test, Automation)',
      '/docs: "Project Menu" (Menu)',
    ]);
  });

  it("lets the product's labels, section numbers, possessives and quoted texts keep their capitals", () => {
    const dir = site({
      "docs/a": "<h2>Start a Quick Run</h2><h2>Open Defect Metrics</h2><h2>The Analytics tabs</h2>",
      "cookies-policy": "<h2>3. What we store</h2><h3>3.1 Local storage</h3>",
      blog: "<h1>Getting ready for Salesforce's releases</h1><h1>E-Business Suite: patches</h1>",
      "": "<h2>Ready to get Started</h2><h2>Android Automation Part 1</h2>",
      "playground/apps/shop": "<h1>Sign in to Gearbox</h1>",
    });
    expect(siteHeadingProblems(dir, rules)).toEqual([]);
  });
});
