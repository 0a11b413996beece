/**
 * `npm run media`: records every lesson script under content/lessons as a
 * narrated screencast of the product (docs/decisions/104-lesson-screencasts.md):
 * the site is started (or `--origin` names one running), and each scene is
 * played on the Platform demo or the playground it names, in headless
 * Chromium, timed to the synthesised speech. Writes to apps/web/public/media
 * <id>.mp4 (1280×720), <id>.vtt (captions, one cue a caption part, kept clear
 * of the ringed element), <id>.chapters.vtt (one chapter a scene) and
 * <id>.webp (poster); records each lesson's script hash, duration and bytes
 * in content/lessons/media.json and what its recording ringed in
 * content/lessons/recorded.json. A lesson whose script (and recorder) did
 * not change since the last run is skipped; files no lesson owns are removed.
 *
 * Dev-time only: needs Debian's ffmpeg, festival, festvox-us-slt-hts and
 * chromium, and a built site. The outputs are committed, so the site never
 * needs these tools.
 * Usage: npm run media [-- <lesson id>…] [-- --force] [-- --origin http://127.0.0.1:3000]
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { LessonScript } from "@ignitest/contracts/lessons";
import type { Browser } from "playwright";
import { placeCues } from "./caption-placement";
import { encodeLesson, encodePoster } from "./encode";
import {
  loadScripts,
  manifestFile,
  mediaDir,
  type RecordedLesson,
  readRecorded,
  recordedFile,
  repo,
  writeRecorded,
} from "./lessons";
import { LEXICON_VERSION } from "./lexicon";
import { type MediaManifest, mediaFiles } from "./manifest";
import { launchRecorder } from "./record/chromium";
import { recordLesson } from "./record/record-lesson";
import { mediaArgs, siteAt } from "./record/site";
import { type Pcm, synthesise, VOICE, writeWav } from "./speech";
import { layOut, lessonParts, webVtt } from "./timeline";

/** Bump when the recording, timing or encoding changes, so every lesson renders again. */
const RENDERER = "lesson-screencast 4";

const speechCache = join(repo, "node_modules", ".cache", "lesson-speech");

const hashOf = (script: LessonScript) =>
  createHash("sha256")
    .update(`${RENDERER}\n${VOICE}\n${LEXICON_VERSION}\n${JSON.stringify(script)}`)
    .digest("hex")
    .slice(0, 16);

/** The lesson's narration: each part placed at its start sample, silence between. */
function narration(speech: readonly Pcm[], starts: readonly number[], duration: number): Pcm {
  const rate = speech[0]?.rate ?? 0;
  const samples = new Int16Array(Math.round(duration * rate));
  speech.forEach((pcm, i) => {
    if (pcm.rate !== rate) throw new Error(`speech at ${pcm.rate} Hz among parts at ${rate} Hz`);
    samples.set(
      pcm.samples.subarray(0, samples.length - Math.round((starts[i] ?? 0) * rate)),
      Math.round((starts[i] ?? 0) * rate),
    );
  });
  return { rate, samples };
}

const asTuple = (b: { x: number; y: number; w: number; h: number } | undefined) =>
  b ? ([Math.round(b.x), Math.round(b.y), Math.round(b.w), Math.round(b.h)] as [number, number, number, number]) : null;

async function render(
  browser: Browser,
  origin: string,
  script: LessonScript,
  recorded: Record<string, RecordedLesson>,
) {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), "lesson-"));
  try {
    const speech = await synthesise(lessonParts(script), speechCache);
    const timeline = layOut(script, speech);
    const wav = join(work, "narration.wav");
    writeFileSync(wav, writeWav(narration(speech, timeline.speechAt, timeline.duration)));
    const recording = await recordLesson(browser, origin, script, timeline, work);
    const files = mediaFiles(script.id);
    mkdirSync(dirname(join(mediaDir, files.video)), { recursive: true });
    await encodeLesson({
      stills: recording.stills,
      narrationWav: wav,
      duration: timeline.duration,
      work,
      out: join(mediaDir, files.video),
    });
    const poster = recording.poster ?? recording.stills[0]?.png;
    if (!poster) throw new Error(`${script.id}: nothing recorded`);
    await encodePoster(poster, join(mediaDir, files.poster));
    const entry: RecordedLesson = {
      rings: recording.boxes.map((scene) => scene.map(asTuple)),
      missing: recording.missing,
    };
    recorded[script.id] = entry;
    writeFileSync(join(mediaDir, files.captions), webVtt(placeCues(script, timeline.cues, entry)));
    writeFileSync(
      join(mediaDir, files.chapters),
      webVtt(timeline.chapters.map((c) => ({ start: c.start, end: c.end, text: c.title }))),
    );
    const bytes = bytesOf(script.id);
    console.info(
      `[media] ${script.id}: ${timeline.duration.toFixed(1)} s, ${recording.stills.length} frames, ${Math.round(bytes / 1024)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s${recording.missing.length ? `; not on screen: ${recording.missing.join(" | ")}` : ""}`,
    );
    // The day of the render; an unchanged lesson is skipped and keeps its entry, so the date moves only with the video.
    const rendered = new Date().toISOString().slice(0, 10);
    return { hash: hashOf(script), duration: timeline.duration, bytes, rendered };
  } finally {
    // MEDIA_KEEP_FRAMES=1 leaves a lesson's frames and list in the temporary folder, to look at.
    if (process.env.MEDIA_KEEP_FRAMES) console.info(`[media] frames of ${script.id} kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

/** The bytes of a lesson's four media files. */
const bytesOf = (id: string) =>
  Object.values(mediaFiles(id)).reduce((sum, f) => sum + statSync(join(mediaDir, f)).size, 0);

const writeManifest = (manifest: MediaManifest) => {
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  return sorted;
};

/** Deletes media files that no lesson owns (old sample clips, renamed lessons). */
function removeStale(owned: ReadonlySet<string>) {
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(path);
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
      } else if (!owned.has(relative(mediaDir, path))) {
        rmSync(path);
        console.info(`[media] removed ${relative(repo, path)}`);
      }
    }
  };
  if (existsSync(mediaDir)) visit(mediaDir);
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const { ids: only, origin } = mediaArgs(args);
  const started = performance.now();
  const scripts = loadScripts();
  const previous: MediaManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  const manifest: MediaManifest = {};
  const todo = scripts.filter((script) => {
    const entry = previous[script.id];
    const present = Object.values(mediaFiles(script.id)).every((f) => existsSync(join(mediaDir, f)));
    if (entry && !force && entry.hash === hashOf(script) && present) manifest[script.id] = entry;
    else if (only.size > 0 && !only.has(script.id)) {
      if (entry) manifest[script.id] = entry;
    } else return true;
    return false;
  });
  const recorded: Record<string, RecordedLesson> = existsSync(recordedFile) ? readRecorded() : {};
  const site = todo.length === 0 ? undefined : await siteAt(origin);
  const browser = todo.length === 0 ? undefined : await launchRecorder();
  try {
    // Two lessons at a time: Festival, Chromium and ffmpeg each take about one core.
    const queue = [...todo];
    const worker = async () => {
      for (let script = queue.shift(); script; script = queue.shift()) {
        if (!browser || !site) break;
        manifest[script.id] = await render(browser, site.origin, script, recorded);
        // Written after each lesson, so an interrupted run keeps what it finished.
        writeManifest({ ...previous, ...manifest });
        writeRecorded(recorded);
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser?.close();
    site?.stop();
  }
  const sorted = writeManifest(manifest);
  if (only.size === 0) writeRecorded(Object.fromEntries(Object.entries(recorded).filter(([id]) => id in sorted)));
  if (only.size === 0) removeStale(new Set(scripts.flatMap((s) => Object.values(mediaFiles(s.id)))));
  const total = Object.values(sorted).reduce((sum, e) => sum + e.bytes, 0);
  console.info(
    `[media] ${todo.length} rendered, ${scripts.length - todo.length} unchanged; ${Object.keys(sorted).length} lessons, ${(total / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

await main();
