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
 * Usage: npm run media [-- <lesson id>…] [-- --force]
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
import { type LessonScript, lessonScript } from "@ignitest/contracts/lessons";
import { parse } from "yaml";
import { encodeLesson, encodePoster, FPS, type Still } from "./encode";
import { frameSvg } from "./frame";
import { type MediaManifest, mediaFiles } from "./manifest";
import { rasterise } from "./raster";
import { type Pcm, synthesise, VOICE, writeWav } from "./speech";
import { layOut, lessonParts, webVtt } from "./timeline";

/** Bump when the drawing, timing or encoding changes, so every lesson renders again. */
const RENDERER = "lesson-media 2";

const repo = join(import.meta.dirname, "..", "..", "..", "..");
const scriptsDir = join(repo, "content", "lessons");
const manifestFile = join(scriptsDir, "media.json");
const mediaDir = join(repo, "apps", "web", "public", "media");
const speechCache = join(repo, "node_modules", ".cache", "lesson-speech");

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".yaml") ? [join(dir, e.name)] : []))
    .sort();

function loadScripts(): LessonScript[] {
  const seen = new Map<string, string>();
  return walk(scriptsDir).map((file) => {
    const result = lessonScript.safeParse(parse(readFileSync(file, "utf8")));
    if (!result.success)
      throw new Error(`${relative(repo, file)}: ${result.error.message} (npx tsx scripts/check-lessons.ts)`);
    const other = seen.get(result.data.id);
    if (other) throw new Error(`${relative(repo, file)}: id ${result.data.id} is also used by ${other}`);
    seen.set(result.data.id, relative(repo, file));
    return result.data;
  });
}

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
    writeFileSync(join(mediaDir, files.captions), webVtt(timeline.cues));
    writeFileSync(
      join(mediaDir, files.chapters),
      webVtt(timeline.chapters.map((c) => ({ start: c.start, end: c.end, text: c.title }))),
    );
    const bytes = Object.values(files).reduce((sum, f) => sum + statSync(join(mediaDir, f)).size, 0);
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
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  if (only.size === 0) removeStale(new Set(scripts.flatMap((s) => Object.values(mediaFiles(s.id)))));
  const total = Object.values(sorted).reduce((sum, e) => sum + e.bytes, 0);
  console.info(
    `[media] ${todo.length} rendered, ${scripts.length - todo.length} unchanged; ${Object.keys(sorted).length} lessons, ${(total / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

await main();
