import { readdir, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";

/** The prerender's figures, in build/ beside client/ (never served); `npm run bench` reads them. */
export const prerenderStatsName = "prerender-stats.json";

export type PrerenderStats = {
  /** HTML pages the prerender wrote (…/index.html). */
  htmlPages: number;
  /** Resource files it wrote (sitemap.xml, feeds, robots.txt…), not counting .data files. */
  resources: number;
  /** Wall time of React Router's post-build step, which is almost all prerendering. */
  ms: number;
  finishedAt: string;
};

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Times the prerender. React Router prerenders in the server build's
 * writeBundle hook; this plugin notes the time when that hook starts and,
 * once the bundle closes (after every writeBundle), counts the files written
 * since into the client build. Counted from disk, not imported from the
 * route config: Vite loads this file without the TypeScript workspaces.
 */
export function prerenderStats(): Plugin {
  let serverBuild = false;
  let buildDir = "";
  let startedAt: number | undefined;
  let startedAtWall = 0;
  return {
    name: "ignitest:prerender-stats",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
      buildDir = resolve(config.root, "build");
    },
    writeBundle: {
      order: "pre",
      sequential: true,
      handler() {
        if (!serverBuild) return;
        startedAt = performance.now();
        startedAtWall = Date.now() - 1000; // mtimes may be coarser than the clock
      },
    },
    async closeBundle() {
      if (!serverBuild || startedAt === undefined) return;
      const ms = Math.round(performance.now() - startedAt);
      const clientDir = join(buildDir, "client");
      let htmlPages = 0;
      let resources = 0;
      for await (const file of filesUnder(clientDir)) {
        if (file.startsWith(join(clientDir, "assets")) || file.endsWith(".data")) continue;
        if ((await stat(file)).mtimeMs < startedAtWall) continue;
        if (file.endsWith("/index.html")) htmlPages++;
        else if (!file.endsWith(".html")) resources++;
      }
      const stats: PrerenderStats = { htmlPages, resources, ms, finishedAt: new Date().toISOString() };
      await writeFile(join(buildDir, prerenderStatsName), `${JSON.stringify(stats, null, 2)}\n`);
    },
  };
}
