import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadReleaseNotes } from "../app/features/release-notes/content.server";
import { readLatestRelease } from "./latest-release";

function notes(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "release-notes-"));
  for (const [name, title] of Object.entries(files)) {
    const frontMatter = [
      `version: "${name.replace(/\.md$/, "")}"`,
      "date: 2024-06-01",
      `title: "${title}"`,
      `summary: "${"A release note's summary, long enough for the release-notes feature's front-matter schema. ".repeat(2)}"`,
    ];
    writeFileSync(join(dir, name), `---\n${frontMatter.join("\n")}\n---\nBody\n`);
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

  it("refuses a note whose front matter the release-notes feature would refuse", () => {
    const dir = notes({ "2.3.md": "short" });
    expect(() => readLatestRelease(dir)).toThrow();
  });

  it("names the newest note of the release-notes feature: the announcement bar follows a new note without a code change", async () => {
    const newest = (await loadReleaseNotes()).at(-1);
    expect(newest).toBeDefined();
    const latest = readLatestRelease();
    expect(latest.version).toBe(newest?.version);
    expect(newest?.title).toBe(`Ignitest ${latest.version}: ${latest.headline}`);
  });
});
