/**
 * Where the lesson scripts and their media live, and the scripts themselves,
 * validated (content/lessons, schema in @ignitest/contracts/lessons).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type LessonScript, lessonScript } from "@ignitest/contracts/lessons";
import { parse } from "yaml";

export const repo = join(import.meta.dirname, "..", "..", "..", "..");
export const scriptsDir = join(repo, "content", "lessons");
export const manifestFile = join(scriptsDir, "media.json");
export const mediaDir = join(repo, "apps", "web", "public", "media");

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".yaml") ? [join(dir, e.name)] : []))
    .sort();

/**
 * Every lesson script, in path order; fails on an invalid script or an id used twice, unless
 * `onInvalid` takes the invalid ones (they are left out).
 */
export function loadScripts(onInvalid?: (file: string, message: string) => void): LessonScript[] {
  const seen = new Map<string, string>();
  return walk(scriptsDir).flatMap((file) => {
    const result = lessonScript.safeParse(parse(readFileSync(file, "utf8")));
    if (!result.success && onInvalid) {
      onInvalid(relative(repo, file), result.error.issues[0]?.message ?? result.error.message);
      return [];
    }
    if (!result.success)
      throw new Error(`${relative(repo, file)}: ${result.error.message} (npx tsx scripts/check-lessons.ts)`);
    const other = seen.get(result.data.id);
    if (other) throw new Error(`${relative(repo, file)}: id ${result.data.id} is also used by ${other}`);
    seen.set(result.data.id, relative(repo, file));
    return result.data;
  });
}

/** What a lesson's recording ringed (x, y, w, h by scene and sentence; null: nothing) and what it did not find. */
export type RecordedLesson = { rings: Array<Array<[number, number, number, number] | null>>; missing: string[] };
export const recordedFile = join(scriptsDir, "recorded.json");

export const readRecorded = (): Record<string, RecordedLesson> => JSON.parse(readFileSync(recordedFile, "utf8"));
export const writeRecorded = (recorded: Record<string, RecordedLesson>) =>
  writeFileSync(
    recordedFile,
    `${JSON.stringify(Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b))))}\n`,
  );
