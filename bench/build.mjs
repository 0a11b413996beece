// The build the bench measures: the existing one, or a fresh `npm run build`
// (with --build, or when there is none), and the prerender figures the web
// build leaves in apps/web/build/prerender-stats.json.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { z } from "zod";

const root = new URL("..", import.meta.url).pathname;
export const clientDir = `${root}apps/web/build/client/`;
const statsFile = `${root}apps/web/build/prerender-stats.json`;
const outputs = [`${clientDir}index.html`, `${root}apps/api/dist/main.js`];

/** Written by apps/web/plugins/prerender-stats.ts. */
const PrerenderStatsSchema = z.object({
  htmlPages: z.number().int().nonnegative(),
  resources: z.number().int().nonnegative(),
  ms: z.number().nonnegative(),
  finishedAt: z.string(),
});

/** Runs `npm run build` unless asked not to and a build exists; returns how long it took (null when skipped). */
export function ensureBuild({ rebuild }) {
  if (!rebuild && outputs.every((file) => existsSync(file))) return { builtNow: false, buildMs: null };
  console.info("[bench] building the site and the API (npm run build)…");
  const started = performance.now();
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed with code ${result.status}`);
  return { builtNow: true, buildMs: Math.round(performance.now() - started) };
}

/** The prerender's pages and time; null (with why) when the build predates the stats file. */
export function readPrerenderStats() {
  if (!existsSync(statsFile)) {
    return { error: `${statsFile} is missing: the build predates it. Run \`npm run bench -- --build\`.` };
  }
  const stats = PrerenderStatsSchema.parse(JSON.parse(readFileSync(statsFile, "utf8")));
  const builtAt = statSync(`${clientDir}index.html`).mtime.toISOString();
  const pages = stats.htmlPages + stats.resources;
  return {
    ...stats,
    pages,
    pagesPerSecond: Math.round((pages / (stats.ms / 1000)) * 10) / 10,
    builtAt,
  };
}
