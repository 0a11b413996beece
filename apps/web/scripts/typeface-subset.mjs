// After the prerender (docs/decisions/103-typeface.md, amended): Inter cut down to the characters the site
// shows. Every character of the built pages and of content/, plus Basic Latin always (what a visitor types
// into a field), goes through HarfBuzz's subsetter (subset-font); the weight axis keeps 400–900, the weights
// the site sets, and the layout features a browser applies by default plus tnum (tabular-nums). The file
// is written to /assets/ under a hash of its bytes, and every page gets its preload and its @font-face in
// an inline <style> (hashed by csp-hashes.mjs like any inline style): the pages are revalidated on every
// visit, the year-long-cached CSS and JS never name a file whose contents depend on the pages' words.
// `unicode-range` lists exactly what the file maps (read back with harfbuzzjs), so a character outside
// it goes to the metric-matched fallback face without fetching anything.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

/** Inter's Latin file from @fontsource-variable/inter, the one the dev server serves whole (app/typeface-dev.css). */
export const sourceFont = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

/** The weights the site sets: 400 body, 500 and 600 labels, 700 headings, 800 figures, 900 a customer's wordmark. */
export const weights = { min: 400, max: 900 };

/**
 * The features a browser applies to Latin text by default (HarfBuzz's defaults: composition, localised forms,
 * marks, kerning, ligatures, contextual alternates such as Inter's arrows and colons, required variation
 * alternates), and tnum for `tabular-nums` (the lesson player's times). Inter's stylistic sets and character
 * variants, which no page turns on, go.
 */
export const features = "ccmp locl mark mkmk kern liga clig calt rlig rclt rvrn tnum".split(" ");

/** The playground's sample apps are pages of their own, without the site's stylesheet (docs/playground.md). */
const sampleApps = "playground/apps/";

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** The site's pages under `root`, as paths. */
export async function sitePages(root) {
  const pages = [];
  for await (const path of files(root)) {
    if (path.endsWith(".html") && !relative(root, path).startsWith(sampleApps)) pages.push(path);
  }
  return pages.sort();
}

/** The words' files in content/ (a picture or other binary file there would add its bytes' noise). */
const contentFile = /\.(md|json|ts|yaml|yml|txt)$/;

/** Basic Latin's printable characters, U+0020–U+007E. */
const basicLatin = Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index);

/**
 * The code points to keep, ascending: Basic Latin, and every other character of `texts`. Markup, scripts and
 * file formats are ASCII, so taking whole files costs nothing; the loader data in a page's scripts holds the
 * words its client-side screens render.
 * @param {Iterable<string>} texts
 */
export function codePointsOf(texts) {
  const codePoints = new Set(basicLatin);
  for (const text of texts) {
    for (const [character] of text.matchAll(/[\u{80}-\u{10FFFF}]/gu)) codePoints.add(character.codePointAt(0));
  }
  return [...codePoints].sort((a, b) => a - b);
}

/** The code points a font maps (its cmap), ascending. */
export function mappedCodePoints(sfnt) {
  return [...new Face(new Blob(sfnt)).collectUnicodes()].sort((a, b) => a - b);
}

/**
 * Inter cut to `codePoints` (the ones it has): the woff2, the same cut as plain OpenType (for reading it
 * back), and the code points the cut file maps.
 * @param {Buffer} source a woff2
 * @param {number[]} codePoints
 */
export async function subsetTypeface(source, codePoints) {
  const text = String.fromCodePoint(...codePoints);
  const options = { keepFeatures: features, variationAxes: { wght: weights } };
  const woff2 = await subsetFont(source, text, { ...options, targetFormat: "woff2" });
  const sfnt = await subsetFont(source, text, { ...options, targetFormat: "sfnt" });
  return { woff2, sfnt, codePoints: mappedCodePoints(sfnt) };
}

const hex = (codePoint) => codePoint.toString(16).toUpperCase();

/** CSS `unicode-range` of ascending code points, runs joined: `U+20-7E,U+A9`. */
export function unicodeRange(codePoints) {
  const parts = [];
  for (let start = 0; start < codePoints.length; ) {
    let end = start;
    while (end + 1 < codePoints.length && codePoints[end + 1] === codePoints[end] + 1) end++;
    parts.push(start === end ? `U+${hex(codePoints[start])}` : `U+${hex(codePoints[start])}-${hex(codePoints[end])}`);
    start = end + 1;
  }
  return parts.join(",");
}

/**
 * The face, as a page's inline <style> declares it. `font-display: optional`: text is never laid out twice
 * (decision 103); the weight range is what the file keeps.
 */
export function interFontFace(href, range) {
  return `@font-face{font-family:"Inter Variable";font-style:normal;font-display:optional;font-weight:${weights.min} ${weights.max};src:url(${href}) format("woff2");unicode-range:${range}}`;
}

/** What every page's <head> gains: the preload (crossorigin, or the font is fetched twice) and the face. */
export function typefaceMarkup(href, range) {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous"/><style>${interFontFace(href, range)}</style>`;
}

/** `html` with `markup` at the end of its <head>; a page without one is a build error. */
export function withTypeface(html, markup, page = "page") {
  const end = html.indexOf("</head>");
  if (end === -1) throw new Error(`[typeface] ${page} has no </head>`);
  return `${html.slice(0, end)}${markup}${html.slice(end)}`;
}

/**
 * Cuts the typeface for the built site in `root` (build/client) and the words in `contentDir`, writes it
 * to `root/assets/`, and gives every page its preload and face.
 * @returns {Promise<{ href: string; bytes: number; sourceBytes: number; codePoints: number[]; pages: number }>}
 */
export async function writeTypefaceSubset(root, contentDir) {
  const pages = await sitePages(root);
  const htmlByPage = new Map(await Promise.all(pages.map(async (page) => [page, await readFile(page, "utf8")])));
  const contentFiles = [];
  for await (const path of files(contentDir)) if (contentFile.test(path)) contentFiles.push(path);
  const contentTexts = await Promise.all(contentFiles.map((path) => readFile(path, "utf8")));
  const source = await readFile(sourceFont);
  const { woff2, codePoints } = await subsetTypeface(source, codePointsOf([...htmlByPage.values(), ...contentTexts]));
  const hash = createHash("sha256").update(woff2).digest("base64url").slice(0, 10);
  const href = `/assets/inter-${hash}.woff2`;
  await mkdir(join(root, "assets"), { recursive: true });
  await writeFile(join(root, href), woff2);
  const markup = typefaceMarkup(href, unicodeRange(codePoints));
  await Promise.all(
    [...htmlByPage].map(([page, html]) => writeFile(page, withTypeface(html, markup, relative(root, page)))),
  );
  return { href, bytes: woff2.length, sourceBytes: source.length, codePoints, pages: pages.length };
}
