import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The floors of the web app (docs/conventions.md, docs/decisions/041-import-boundaries.md):
 * components/, lib/ and site/ at the bottom, features/ above them, shell/ and
 * routes/ above features, prerender/ (build-time collectors) beside routes.
 * `npm run lint` must fail on an import that runs back up a floor. Each case
 * lints one fixture file with the repository's own biome.json, in a scratch
 * copy of the tree, so the real tree never holds a bad import.
 */
const repo = join(import.meta.dirname, "..", "..", "..");
const biome = join(repo, "node_modules", ".bin", "biome");
const scratch = mkdtempSync(join(tmpdir(), "import-boundaries-"));
const config = JSON.parse(readFileSync(join(repo, "biome.json"), "utf8"));
delete config.$schema;
config.vcs = { enabled: false };
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let fixtures = 0;
/** Lints one file holding `importLine` at `path` (under apps/web/app/); true when Biome reports a restricted import. */
function restricted(path: string, importLine: string): boolean {
  const dir = join(scratch, `case-${fixtures++}`);
  const file = join(dir, "apps", "web", "app", path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  writeFileSync(file, `${importLine}\n\nexport const used = value;\n`);
  const run = spawnSync(biome, ["lint", "--max-diagnostics=50", "apps"], { cwd: dir, encoding: "utf8" });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0 && !output.includes("noRestrictedImports")) throw new Error(output);
  return output.includes("lint/style/noRestrictedImports");
}

describe("import boundaries (biome.json)", { timeout: 60_000 }, () => {
  it.each([
    ["components/blocks/x.tsx", 'import { value } from "~/features/blog";'],
    ["lib/x.ts", 'import { value } from "~/shell/header/site-header";'],
    ["site/x.ts", 'import { value } from "~/features/blog/listing";'],
    ["site/x.ts", 'import { value } from "../prerender/prerender-paths";'],
    ["features/blog/x.ts", 'import { value } from "~/routes/_blog/blogs";'],
    ["features/blog/components/x.tsx", 'import { value } from "~/prerender/prerender-paths";'],
    ["features/blog/x.ts", 'import { value } from "~/features/docs/navigation";'],
    ["shell/x.tsx", 'import { value } from "~/prerender/sitemap-entries.server";'],
    ["prerender/x.ts", 'import { value } from "~/routes/content-page";'],
  ])("fails lint when %s imports up a floor or into a feature: %s", (path, importLine) => {
    expect(restricted(path, importLine)).toBe(true);
  });

  it.each([
    ["components/blocks/x.tsx", 'import { value } from "~/lib/format-date";'],
    ["site/x.ts", 'import { value } from "./route-table";'],
    ["features/blog/x.ts", 'import { value } from "~/site/route-table";'],
    ["prerender/x.ts", 'import { value } from "~/features/blog/listing";'],
  ])("passes an import that flows down: %s %s", (path, importLine) => {
    expect(restricted(path, importLine)).toBe(false);
  });
});
