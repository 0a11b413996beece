import type { FastifyInstance } from "fastify";

/**
 * Every "METHOD /path" the app answers, read from its router after `ready()`
 * (HEAD is left out: Fastify adds it to every GET). Parsed from
 * `printRoutes({ commonPrefix: false })`, a tree where each line is
 * `├── /segment (GET, HEAD)` indented four characters a level and a child's
 * path continues its parent's.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? "") + segment;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of methods?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
