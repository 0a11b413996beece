/**
 * `npm run media`: renders every lesson script under content/lessons to its
 * own narrated video in apps/web/public/media: <id>.mp4, <id>.vtt
 * (captions, one cue a caption part, timed from the synthesised speech),
 * <id>.chapters.vtt (one chapter a scene) and <id>.webp (poster), and
 * records each lesson's script hash, duration and bytes in
 * content/lessons/media.json. A lesson whose script (and renderer) did not
 * change since the last run is skipped; files no lesson owns are removed.
 *
 * Dev-time only: needs Debian's ffmpeg, festival and festvox-us-slt-hts.
 * The outputs are committed, so the site never needs these tools.
 * `--captions` only places the committed captions again (cue settings, no
 * render), for a change of caption placement alone.
 * Usage: npm run media [-- <lesson id>…] [-- --force | --captions]
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
import { placeCues, readCaptions } from "./caption-placement";
import { encodeLesson, encodePoster, FPS, type Still } from "./encode";
import { frameSvg } from "./frame";
import { loadScripts, manifestFile, mediaDir, repo } from "./lessons";
import { type MediaManifest, mediaFiles } from "./manifest";
import { rasterise } from "./raster";
import { type Pcm, synthesise, VOICE, writeWav } from "./speech";
import { layOut, lessonParts, webVtt } from "./timeline";

/** Bump when the drawing, timing or encoding changes, so every lesson renders again. */
const RENDERER = "lesson-media 2";

const speechCache = join(repo, "node_modules", ".cache", "lesson-speech");

const hashOf = (script: LessonScript) =>
  createHash("sha256")
    .update(`${RENDERER}\n${VOICE}\n${JSON.stringify(script)}`)
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

async function render(script: LessonScript) {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), "lesson-"));
  try {
    const speech = await synthesise(lessonParts(script), speechCache);
    const timeline = layOut(script, speech);
    const wav = join(work, "narration.wav");
    writeFileSync(wav, writeWav(narration(speech, timeline.speechAt, timeline.duration)));
    // One still a sentence (its focus ringed); identical pictures are drawn once.
    const drawn = new Map<string, string>();
    const stills: Still[] = timeline.frames.map((span) => {
      const scene = script.scenes[span.scene];
      if (!scene) throw new Error("frame outside the script");
      const svg = frameSvg(scene.screen, scene.narration[span.sentence]?.focus);
      let png = drawn.get(svg);
      if (!png) {
        png = join(work, `frame-${drawn.size}.png`);
        writeFileSync(png, rasterise(svg));
        drawn.set(svg, png);
      }
      return { png, seconds: span.end - span.start };
    });
    const files = mediaFiles(script.id);
    mkdirSync(dirname(join(mediaDir, files.video)), { recursive: true });
    await encodeLesson({
      stills,
      narrationWav: wav,
      duration: timeline.duration,
      keyframes: timeline.chapters.map((c) => Math.round(c.start * FPS) / FPS),
      work,
      out: join(mediaDir, files.video),
    });
    // The poster: the first scene that shows the product, before any focus ring.
    const first = script.scenes.findIndex((s) => s.screen.kind !== "title");
    const posterScene = script.scenes[Math.max(first, 0)];
    if (!posterScene) throw new Error("script without scenes");
    const posterPng = join(work, "poster.png");
    writeFileSync(posterPng, rasterise(frameSvg(posterScene.screen)));
    await encodePoster(posterPng, join(mediaDir, files.poster));
    writeFileSync(join(mediaDir, files.captions), webVtt(placeCues(script, timeline.cues)));
    writeFileSync(
      join(mediaDir, files.chapters),
      webVtt(timeline.chapters.map((c) => ({ start: c.start, end: c.end, text: c.title }))),
    );
    const bytes = bytesOf(script.id);
    console.info(
      `[media] ${script.id}: ${timeline.duration.toFixed(1)} s, ${timeline.cues.length} cues, ${drawn.size} frames, ${Math.round(bytes / 1024)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The day of the render; an unchanged lesson is skipped and keeps its entry, so the date moves only with the video.
    const rendered = new Date().toISOString().slice(0, 10);
    return { hash: hashOf(script), duration: timeline.duration, bytes, rendered };
  } finally {
    rmSync(work, { recursive: true, force: true });
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

/**
 * `--captions`: each rendered lesson's captions get their cue settings again (times and words stay as rendered),
 * and its entry its new bytes. A lesson whose script changed since its render is left for a render, which places
 * its captions too.
 */
function placeCaptionsAgain(scripts: readonly LessonScript[], manifest: MediaManifest) {
  const stale = scripts.filter((script) => {
    const entry = manifest[script.id];
    const captions = join(mediaDir, mediaFiles(script.id).captions);
    if (!entry || entry.hash !== hashOf(script) || !existsSync(captions)) return true;
    writeFileSync(captions, webVtt(placeCues(script, readCaptions(readFileSync(captions, "utf8")))));
    entry.bytes = bytesOf(script.id);
    return false;
  });
  writeManifest(manifest);
  console.info(`[media] captions placed for ${scripts.length - stale.length} lessons`);
  if (stale.length > 0)
    console.warn(`[media] changed since their render, left for npm run media: ${stale.map((s) => s.id).join(" ")}`);
}

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
  const only = new Set(args.filter((a) => !a.startsWith("--")));
  const started = performance.now();
  const scripts = loadScripts();
  const previous: MediaManifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  if (args.includes("--captions")) return placeCaptionsAgain(scripts, previous);
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
  // Two lessons at a time: Festival and ffmpeg are single-threaded child processes.
  const queue = [...todo];
  const worker = async () => {
    for (let script = queue.shift(); script; script = queue.shift()) manifest[script.id] = await render(script);
  };
  await Promise.all([worker(), worker()]);
  const sorted = writeManifest(manifest);
  if (only.size === 0) removeStale(new Set(scripts.flatMap((s) => Object.values(mediaFiles(s.id)))));
  const total = Object.values(sorted).reduce((sum, e) => sum + e.bytes, 0);
  console.info(
    `[media] ${todo.length} rendered, ${scripts.length - todo.length} unchanged; ${Object.keys(sorted).length} lessons, ${(total / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

await main();
