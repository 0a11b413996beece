/**
 * Validates lesson scripts against the shared zod schema and prints each
 * one's word count and estimated length.
 * Usage: npx tsx scripts/check-lessons.ts [files…]   (default: every script under content/lessons)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { lessonScript } from "@ignitest/contracts/lessons";
import { parse } from "yaml";

const root = join(import.meta.dirname, "..", "content", "lessons");
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".yaml") ? [join(dir, e.name)] : [],
  );

const files = process.argv.length > 2 ? process.argv.slice(2) : walk(root);
let failed = 0;
for (const file of files) {
  const result = lessonScript.safeParse(parse(readFileSync(file, "utf8")));
  const name = relative(process.cwd(), file);
  if (!result.success) {
    failed++;
    console.info(`✗ ${name}`);
    for (const issue of result.error.issues) console.info(`    ${issue.path.join(".")}: ${issue.message}`);
    continue;
  }
  const words = result.data.scenes.flatMap((s) => s.narration).reduce((n, s) => n + s.say.split(/\s+/).length, 0);
  console.info(`✓ ${name}: ${result.data.scenes.length} scenes, ${words} words (~${Math.round((words / 150) * 60)} s)`);
}
console.info(`${files.length - failed} of ${files.length} scripts valid`);
process.exit(failed ? 1 : 0);
