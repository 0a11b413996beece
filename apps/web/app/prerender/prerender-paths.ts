import { academyVideoPaths } from "../features/academy/paths";
import { blogArticlePaths, blogPaths } from "../features/blog/paths.server";
import { docsPaths } from "../features/docs/paths.server";
import { releaseFeedFiles } from "../features/release-notes/paths";
import { tutorialPaths } from "../features/tutorials/paths.server";
import { bodyFragmentPath } from "../lib/body-fragment";
import { routeTable } from "../site/route-table";
import { spaPrefixesPath } from "../site/spa-prefixes";

/** The path whose prerendered HTML the API sends, with status 404, for unknown paths. */
export const notFoundPath = "/404";

/** Every path the build writes to static HTML (or, for resource routes, to files). */
export function prerenderPaths(): string[] {
  return [
    ...routeTable.map((entry) => entry.path),
    "/sitemap.xml",
    "/robots.txt",
    "/llms.txt",
    notFoundPath,
    ...blogPaths(),
    ...docsPaths(),
    // The bodies a client navigation fetches (lib/body-fragment.ts).
    ...[...docsPaths(), ...blogArticlePaths()].map(bodyFragmentPath),
    ...academyVideoPaths(),
    ...tutorialPaths(),
    ...releaseFeedFiles(),
    spaPrefixesPath,
  ];
}
