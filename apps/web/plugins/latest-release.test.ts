import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readLatestRelease } from "./latest-release";

function notes(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "release-notes-"));
  for (const [name, title] of Object.entries(files)) {
    writeFileSync(join(dir, name), `---\nversion: "${name.replace(/\.md$/, "")}"\ntitle: "${title}"\n---\nBody\n`);
  }
  return dir;
}

describe("readLatestRelease", () => {
  it("names the highest version, compared as numbers, with the title's part after the colon", () => {
    const dir = notes({
      "2.2.md": "Ignitest 2.2: Safari",
      "2.10.md": "Ignitest 2.10: Faster suites",
      "README.md": "x",
    });
    expect(readLatestRelease(dir)).toEqual({ version: "2.10", headline: "Faster suites" });
  });

  it("reads the repository's notes: the announcement bar follows a new note without a code change", () => {
    expect(readLatestRelease()).toEqual({ version: "2.2", headline: "AI-assisted automation and Safari" });
  });
});
