/**
 * Every page of a sample app names, as `modulepreload`, each module its script
 * imports (directly or not), and nothing else: the browser then fetches them
 * all at once instead of one import level after another, which kept the
 * playground's frame, and its first load, waiting (docs/performance.md#the-playground).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "public");
const appsDir = join(publicDir, "playground", "apps");

/** The site paths of the modules `path` imports, transitively. */
function importsOf(path: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(join(publicDir, path), "utf8");
  for (const match of source.matchAll(/^import [^;]*? from "([^"]+)";/gms)) {
    const target = posix.join(posix.dirname(path), match[1] ?? "");
    if (seen.has(target)) continue;
    seen.add(target);
    importsOf(target, seen);
  }
  return seen;
}

const pages = ["shop", "orders"].flatMap((app) =>
  readdirSync(join(appsDir, app))
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ app, file })),
);

describe("sample apps' module preloads", () => {
  it.each(pages)("$app/$file preloads exactly the modules its script imports", ({ app, file }) => {
    const html = readFileSync(join(appsDir, app, file), "utf8");
    const script = html.match(/<script type="module" src="([^"]+)">/)?.[1];
    expect(script).toBe(`/playground/apps/${app}/${app}.js`);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map(([, href]) => href);
    const imported = [...importsOf(script ?? "")].map((path) => path.replace(/^\/?/, "/"));
    expect(preloaded.sort()).toEqual(imported.sort());
  });
});
