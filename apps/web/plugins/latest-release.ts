import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import matter from "gray-matter";
import { ReleaseNoteFrontMatterSchema } from "../app/features/release-notes/front-matter";

export type LatestRelease = { version: string; headline: string };

/** content/release-notes of the repository, found upwards from the working directory (apps/web or the root). */
function findReleaseNotes(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const candidate = join(dir, "content", "release-notes");
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error("content/release-notes not found above the working directory");
  }
}

function versionKey(version: string): number {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major * 1000 + minor;
}

/**
 * The newest release note's version and headline, read at build time from
 * content/release-notes, so the announcement bar names the latest release
 * without shipping the notes to the browser (issue 18). The headline is the
 * part of the title after its colon: "Ignitest 2.2: AI-assisted automation
 * and Safari" gives "AI-assisted automation and Safari".
 */
export function readLatestRelease(dir = findReleaseNotes()): LatestRelease {
  const notes = readdirSync(dir)
    .filter((file) => /^\d+\.\d+\.md$/.test(file))
    // The release-notes feature's own front-matter schema: the bar reads the data the notes' pages show.
    .map((file) => ReleaseNoteFrontMatterSchema.parse(matter(readFileSync(join(dir, file), "utf8")).data));
  const latest = notes.sort((a, b) => versionKey(b.version) - versionKey(a.version))[0];
  if (!latest) throw new Error(`no release notes in ${dir}`);
  const headline = latest.title.includes(":") ? latest.title.slice(latest.title.indexOf(":") + 1).trim() : latest.title;
  return { version: latest.version, headline };
}
