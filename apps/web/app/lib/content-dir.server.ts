import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * content/<name>, found by walking up from the working directory: the build
 * runs in apps/web, Vitest in the repository root, and the bundled loaders
 * no longer sit where their source files do.
 */
export function contentDir(name: string): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, "content", name);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`content/${name} not found above ${process.cwd()}`);
    dir = parent;
  }
}
