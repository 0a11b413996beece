/**
 * `npx tsx scripts/media/dry-run.ts [<lesson id>…] [--origin http://127.0.0.1:3000]`: rehearses
 * lessons on the site as `npm run media` records them (the same places, cursor targets, clicks
 * and typing) without speech, frames or encoding, a few seconds a lesson, and says for each what
 * its sentences name that the page did not show. For whoever aligns a script with the demo
 * (content/STYLE.md, "Lesson scripts").
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadScripts } from "./lessons";
import { launchRecorder } from "./record/chromium";
import { recordLesson } from "./record/record-lesson";
import { mediaArgs, siteAt } from "./record/site";
import { layOut, lessonParts } from "./timeline";

const args = process.argv.slice(2);
const { ids: only, origin } = mediaArgs(args);
// A script being edited may be invalid for a moment: it is named and left out, the others rehearse.
const scripts = loadScripts((file, message) => console.warn(`${file}: invalid, left out: ${message}`)).filter(
  (s) => only.size === 0 || only.has(s.id),
);
const site = await siteAt(origin);
const browser = await launchRecorder();
let named = 0;
let missed = 0;
try {
  for (const script of scripts) {
    // A second of silence a caption part: the order and the pages are the recording's, the times do not matter.
    const timeline = layOut(
      script,
      lessonParts(script).map(() => ({ rate: 1000, samples: new Int16Array(1000) })),
    );
    const work = mkdtempSync(join(tmpdir(), "lesson-dry-"));
    try {
      const { missing } = await recordLesson(browser, site.origin, script, timeline, work, true);
      const focused = script.scenes.flatMap((scene) => scene.narration).filter((n) => n.focus).length;
      named += focused;
      missed += missing.length;
      console.info(
        `${script.id}: ${missing.length ? `not on screen: ${missing.join(" | ")}` : "everything named is on screen"}`,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
  site.stop();
}
console.info(`${scripts.length} lessons: ${named - missed} of ${named} named things found (cards included)`);
