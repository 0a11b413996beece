// Regenerates src/modules/accounts/services/common-passwords.json from the
// breach-derived, frequency-ranked list in the npm package
// @zxcvbn-ts/language-common (MIT). Usage, from apps/api:
//   node scripts/generate-common-passwords.mjs [path/to/passwords.json]
// Without a path it fetches the pinned package with `npm pack` into a temp folder.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const packageSpec = "@zxcvbn-ts/language-common@4.1.3";
/** The most common passwords of any length (for the "common word + digits" rule) … */
const topCount = 10_000;
/** … plus every listed password long enough to pass the 12-character minimum on its own. */
const minimumLength = 12;

let source = process.argv[2];
if (!source) {
  const dir = mkdtempSync(join(tmpdir(), "common-passwords-"));
  execFileSync("npm", ["pack", packageSpec, "--silent"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = execFileSync("sh", ["-c", "ls *.tgz"], { cwd: dir, encoding: "utf8" }).trim();
  execFileSync("tar", ["xzf", tarball], { cwd: dir });
  source = join(dir, "package", "src", "passwords.json");
}

/** @type {string[]} */
const ranked = JSON.parse(readFileSync(source, "utf8"));
const chosen = [];
const seen = new Set();
for (const [rank, entry] of ranked.entries()) {
  const password = String(entry).toLowerCase();
  if ((rank < topCount || password.length >= minimumLength) && !seen.has(password)) {
    seen.add(password);
    chosen.push(password);
  }
}

const out = new URL("../src/modules/accounts/services/common-passwords.json", import.meta.url);
writeFileSync(
  out,
  `${JSON.stringify(
    {
      source: `${packageSpec} src/passwords.json (MIT), frequency-ranked passwords from public breach corpora`,
      selection: `the ${topCount} most common, plus every entry of at least ${minimumLength} characters; lower-cased`,
      passwords: chosen,
    },
    null,
    2,
  )}\n`,
);
console.info(`wrote ${chosen.length} passwords to ${out.pathname}`);
