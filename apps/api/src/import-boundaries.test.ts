import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The API's import rules (docs/conventions.md, "The API"): src/db and src/mail
 * never import a module, and a module uses another only through its public
 * entry (`../<module>/index.js`) or, for test helpers, its test/ folder.
 * `npm run lint` must fail on a break. Each case lints one fixture file with
 * the repository's own biome.json, in a scratch copy of the tree, so the real
 * tree never holds a bad import.
 */
const repo = join(import.meta.dirname, "..", "..", "..");
const biome = join(repo, "node_modules", ".bin", "biome");
const scratch = mkdtempSync(join(tmpdir(), "api-import-boundaries-"));
const config = JSON.parse(readFileSync(join(repo, "biome.json"), "utf8"));
delete config.$schema;
config.vcs = { enabled: false };
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let fixtures = 0;
/** Lints one file holding `importLine` at `path` (under apps/api/src/); true when Biome reports a restricted import. */
function restricted(path: string, importLine: string): boolean {
  const dir = join(scratch, `case-${fixtures++}`);
  const file = join(dir, "apps", "api", "src", path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  writeFileSync(file, `${importLine}\n\nexport const used = value;\n`);
  const run = spawnSync(biome, ["lint", "--max-diagnostics=50", "apps"], { cwd: dir, encoding: "utf8" });
  const output = `${run.stdout}${run.stderr}`;
  if (run.status !== 0 && !output.includes("noRestrictedImports")) throw new Error(output);
  return output.includes("lint/style/noRestrictedImports");
}

describe("API import boundaries (biome.json)", { timeout: 60_000 }, () => {
  it.each([
    ["db/x.ts", 'import { value } from "../modules/assets/index.js";'],
    ["db/schema/x.ts", 'import { value } from "../../modules/assets/seed/catalogue.js";'],
    ["mail/x.ts", 'import { value } from "../modules/accounts/trial-plan.js";'],
    ["modules/academy/x.ts", 'import { value } from "../accounts/services/access-tokens.js";'],
    ["modules/academy/sub/x.ts", 'import { value } from "../../accounts/users-data.js";'],
    ["modules/forms/x.ts", 'import { value } from "../../modules/captcha/captcha-service.js";'],
  ])("fails lint: %s with %s", (path, importLine) => {
    expect(restricted(path, importLine)).toBe(true);
  });

  it.each([
    ["db/x.ts", 'import { value } from "./schema/index.js";'],
    ["modules/academy/x.ts", 'import { value } from "../accounts/index.js";'],
    ["modules/academy/x.ts", 'import { value } from "../../db/schema/index.js";'],
    ["modules/academy/test/x.ts", 'import { value } from "../../accounts/test/accounts-test-app.js";'],
    ["modules/accounts/services/x.ts", 'import { value } from "../users-data.js";'],
    ["modules/accounts/services/x.ts", 'import { value } from "../../../mail/index.js";'],
  ])("passes: %s with %s", (path, importLine) => {
    expect(restricted(path, importLine)).toBe(false);
  });
});
