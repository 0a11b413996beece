/**
 * ffmpeg for one lesson: the still frames (each shown for its sentence) and
 * the narration into one MP4 (H.264 Main + AAC-LC mono, faststart), and the
 * poster as WebP. Single-threaded with bit-exact flags and no metadata, so
 * the same frames and speech give the same bytes (docs/decisions/057-lesson-media.md).
 */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const quiet = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y"];
const exact = ["-map_metadata", "-1", "-map_chapters", "-1", "-fflags", "+bitexact", "-threads", "1"];

/** Video frames per second: the frames are stills, so a low rate costs nothing and keeps seeking quick. */
export const FPS = 10;

export type Still = { png: string; seconds: number };

export async function encodeLesson(options: {
  stills: readonly Still[];
  narrationWav: string;
  duration: number;
  /** Scene starts in seconds: each gets a keyframe, so a chapter seeks instantly. */
  keyframes: readonly number[];
  work: string;
  out: string;
}) {
  const { stills, work } = options;
  // The concat demuxer shows each image for its duration; the last one is listed twice, as it requires.
  const last = stills[stills.length - 1];
  const list = [
    "ffconcat version 1.0",
    ...stills.flatMap((s) => [`file '${s.png}'`, `duration ${s.seconds.toFixed(3)}`]),
    ...(last ? [`file '${last.png}'`] : []),
  ].join("\n");
  const listFile = join(work, "frames.ffconcat");
  writeFileSync(listFile, `${list}\n`);
  await run("ffmpeg", [
    ...quiet,
    ...["-f", "concat", "-safe", "0", "-i", listFile, "-i", options.narrationWav],
    ...["-map", "0:v", "-map", "1:a", "-t", options.duration.toFixed(3)],
    ...["-vf", `fps=${FPS},format=yuv420p`],
    ...["-c:v", "libx264", "-preset", "slow", "-tune", "stillimage", "-crf", "30", "-profile:v", "main"],
    ...["-g", String(FPS * 120), "-force_key_frames", options.keyframes.map((k) => k.toFixed(3)).join(",")],
    ...["-flags:v", "+bitexact", "-x264-params", "threads=1:lookahead-threads=1"],
    ...["-c:a", "aac", "-b:a", "24k", "-ac", "1", "-ar", "24000", "-flags:a", "+bitexact"],
    ...exact,
    ...["-movflags", "+faststart", options.out],
  ]);
}

export async function encodePoster(png: string, out: string) {
  await run("ffmpeg", [
    ...quiet,
    "-i",
    png,
    "-c:v",
    "libwebp",
    "-quality",
    "72",
    "-compression_level",
    "6",
    ...exact,
    out,
  ]);
}
