import { routeTable } from "./route-table";

/** The path whose prerendered HTML the API sends, with status 404, for unknown paths. */
export const notFoundPath = "/404";

/** Every path the build writes to static HTML (or, for resource routes, to files). */
export function prerenderPaths(): string[] {
  return [...routeTable.map((entry) => entry.path), "/sitemap.xml", "/robots.txt", notFoundPath];
}
