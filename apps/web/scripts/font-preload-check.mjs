// After the build: every page preloads the typeface's one file, by the hashed name an @font-face asks for
// (the page's own inline <style>, where typeface-subset.mjs declares the cut file, or a stylesheet), and
// no stylesheet or inline style loads a font from anywhere but this site's /assets/
// (docs/decisions/103-typeface.md). A preload of another URL would fetch the font twice; a font from
// another host would break the Content-Security-Policy (font-src 'self'). `fontPreloadProblems` is pure
// over a built site folder, so font-preload-check.test.mjs can feed it a broken one.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

function* files(dir, extension) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path, extension);
    else if (entry.name.endsWith(extension)) yield path;
  }
}

/** The playground's sample apps are pages of their own, without the site's stylesheet (docs/playground.md). */
const sampleApps = "playground/apps/";

/** The fonts `css` loads; one from anywhere but /assets/ is a problem of `where`. */
function fontUrlsIn(css, where, problems) {
  const urls = [];
  for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g)) {
    if (!url.startsWith("/assets/")) problems.push(`${where}: font ${url} is not one of this site's files`);
    else urls.push(url);
  }
  return urls;
}

/** Problems as "page: what is wrong"; empty when every page preloads the font its @font-face uses. */
export function fontPreloadProblems(root) {
  const problems = [];
  const stylesheetFonts = new Set();
  for (const path of files(root, ".css")) {
    for (const url of fontUrlsIn(readFileSync(path, "utf8"), relative(root, path), problems)) stylesheetFonts.add(url);
  }
  for (const path of files(root, ".html")) {
    const page = relative(root, path);
    if (page.startsWith(sampleApps)) continue;
    const html = readFileSync(path, "utf8");
    const fontUrls = new Set(stylesheetFonts);
    for (const [, css] of html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)) {
      for (const url of fontUrlsIn(css, page, problems)) fontUrls.add(url);
    }
    const preloads = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(([tag]) => tag);
    if (preloads.length !== 1) {
      problems.push(`${page}: ${preloads.length} font preloads, expected 1`);
      continue;
    }
    const [tag] = preloads;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1] ?? "";
    if (!/\bcrossorigin=/i.test(tag))
      problems.push(`${page}: the font preload has no crossorigin (it would be fetched twice)`);
    if (!fontUrls.has(href))
      problems.push(`${page}: preloads ${href}, which no @font-face of the page or its stylesheets uses`);
    else if (!existsSync(join(root, href))) problems.push(`${page}: preloads ${href}, which the build did not emit`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL("../build/client/", import.meta.url).pathname;
  const problems = fontPreloadProblems(root);
  if (problems.length > 0) {
    console.error(`[font-preload] ${problems.length} problems:\n${problems.slice(0, 20).join("\n")}`);
    process.exit(1);
  }
  console.info("[font-preload] every page preloads the typeface its @font-face uses");
}
