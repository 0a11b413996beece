// After the build: every page preloads the typeface's one file, by the hashed name the stylesheet's
// @font-face asks for, and no stylesheet loads a font from anywhere but this site's /assets/
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

/** Problems as "page: what is wrong"; empty when every page preloads the font its stylesheet uses. */
export function fontPreloadProblems(root) {
  const problems = [];
  const fontUrls = new Set();
  for (const path of files(root, ".css")) {
    for (const [, url] of readFileSync(path, "utf8").matchAll(/url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/g)) {
      if (!url.startsWith("/assets/"))
        problems.push(`${relative(root, path)}: font ${url} is not one of this site's files`);
      else fontUrls.add(url);
    }
  }
  for (const path of files(root, ".html")) {
    const page = relative(root, path);
    if (page.startsWith(sampleApps)) continue;
    const preloads = [...readFileSync(path, "utf8").matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(([tag]) => tag);
    if (preloads.length !== 1) {
      problems.push(`${page}: ${preloads.length} font preloads, expected 1`);
      continue;
    }
    const [tag] = preloads;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1] ?? "";
    if (!/\bcrossorigin=/i.test(tag))
      problems.push(`${page}: the font preload has no crossorigin (it would be fetched twice)`);
    if (!fontUrls.has(href)) problems.push(`${page}: preloads ${href}, which no stylesheet's @font-face uses`);
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
  console.info("[font-preload] every page preloads the typeface its stylesheet uses");
}
