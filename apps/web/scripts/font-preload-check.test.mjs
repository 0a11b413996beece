import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fontPreloadProblems } from "./font-preload-check.mjs";

const font = "/assets/inter-AbC123.woff2";
const preload = (href = font, crossorigin = ' crossorigin="anonymous"') =>
  `<link rel="preload" href="${href}" as="font" type="font/woff2"${crossorigin}/>`;
/** The face as typeface-subset.mjs declares it, in the page. */
const face = (src = font) => `<style>@font-face{font-family:"Inter Variable";src:url(${src}) format("woff2")}</style>`;
const page = (head) => `<!DOCTYPE html><html><head>${head}</head><body><h1>Page</h1></body></html>`;

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

/** A built site that holds the rule: two pages preload the one font their inline @font-face uses. */
function goodSite() {
  write(font, "wOF2");
  write("assets/root-1.css", '@font-face{font-family:"Inter Fallback";src:local("Arial")}');
  write("index.html", page(preload() + face()));
  write("docs/intro/index.html", page(preload() + face()));
  // A sample app has its own stylesheet and no site font.
  write("playground/apps/shop/index.html", page(""));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "font-preload-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("fontPreloadProblems", () => {
  it("passes a site whose every page preloads the font its @font-face uses", () => {
    goodSite();
    expect(fontPreloadProblems(root)).toEqual([]);
  });

  it("passes a font declared in a stylesheet instead of the page", () => {
    goodSite();
    write("assets/root-1.css", `@font-face{font-family:"Inter Variable";src:url(${font}) format("woff2")}`);
    write("index.html", page(preload()));
    expect(fontPreloadProblems(root)).toEqual([]);
  });

  it("fails a page without the preload", () => {
    goodSite();
    write("docs/intro/index.html", page(face()));
    expect(fontPreloadProblems(root)).toEqual(["docs/intro/index.html: 0 font preloads, expected 1"]);
  });

  it("fails a preload of a file the stylesheet does not use, and one without crossorigin", () => {
    goodSite();
    write("index.html", page(preload("/assets/inter-latin-wght-normal.woff2", "") + face()));
    expect(fontPreloadProblems(root)).toEqual([
      "index.html: the font preload has no crossorigin (it would be fetched twice)",
      "index.html: preloads /assets/inter-latin-wght-normal.woff2, which no @font-face of the page or its stylesheets uses",
    ]);
  });

  it("fails a preload of a file the build did not write", () => {
    goodSite();
    rmSync(join(root, font));
    expect(fontPreloadProblems(root).sort()).toEqual([
      `docs/intro/index.html: preloads ${font}, which the build did not emit`,
      `index.html: preloads ${font}, which the build did not emit`,
    ]);
  });

  it("fails a font from another host, in a stylesheet or in a page", () => {
    goodSite();
    write("assets/extra-2.css", '@font-face{src:url("https://fonts.example.com/inter.woff2")}');
    write("index.html", page(preload() + face() + face("https://fonts.example.com/bold.woff2")));
    expect(fontPreloadProblems(root)).toEqual([
      "assets/extra-2.css: font https://fonts.example.com/inter.woff2 is not one of this site's files",
      "index.html: font https://fonts.example.com/bold.woff2 is not one of this site's files",
    ]);
  });
});
