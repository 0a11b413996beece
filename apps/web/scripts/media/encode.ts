/**
 * ffmpeg for one lesson: the recorded frames (each shown until the next, so
 * the video's frame rate varies: many frames while the cursor moves, one
 * while the screen is still) and the narration into one MP4 (H.264 Main +
 * AAC-LC mono, faststart), and the poster as WebP. Single-threaded with
 * bit-exact flags and no metadata, so the same frames and speech give the
 * same bytes (docs/decisions/104-lesson-screencasts.md).
 */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { posterSize } from "../../app/features/lesson-media/lesson-media";
import { mp4Tracks } from "../../app/features/lesson-media/mp4-tracks.server";

const run = promisify(execFile);
const quiet = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y"];
const exact = ["-map_metadata", "-1", "-map_chapters", "-1", "-fflags", "+bitexact", "-threads", "1"];

/** The video track's clock: frames are placed to the millisecond, as the recording timed them. */
const TIMESCALE = 1000;
/**
 * The narration's least bit rate: at 24 kb/s a speech recogniser misheard about six points more words
 * (issue 29). ffmpeg's AAC encoder spends a little less than it is asked to on quiet speech, so a lesson
 * whose narration comes out under it is encoded again, asked for 2 kb/s more each time.
 */
export const AUDIO_BITS = 48_000;
const AUDIO_ASKED = [48, 50, 52, 54];

/**
 * x264's quality: a screencast is flat colour and text, which stays legible at a high CRF. On the
 * Dashboard lesson's frames, veryslow at CRF 38 took 168 KB where slow with the animation tune at
 * CRF 36 took 247 KB; most of the bytes are the frames where a new screen opens.
 */
const CRF = 38;

export type Still = { png: string; seconds: number };

export async function encodeLesson(options: {
  stills: readonly Still[];
  narrationWav: string;
  duration: number;
  work: string;
  out: string;
}) {
  for (const kbps of AUDIO_ASKED) {
    await encodeAt(options, kbps);
    const audio = mp4Tracks(options.out).find((track) => track.kind === "audio");
    if ((audio?.bitRate ?? 0) >= AUDIO_BITS) return;
  }
  throw new Error(`${options.out}: narration under ${AUDIO_BITS / 1000} kb/s`);
}

async function encodeAt(
  options: { stills: readonly Still[]; narrationWav: string; duration: number; work: string; out: string },
  audioKbps: number,
) {
  const { stills, work } = options;
  // The concat demuxer shows each image for its duration; the last one is listed twice, as it requires.
  const last = stills[stills.length - 1];
  const list = [
    "ffconcat version 1.0",
    // Each picture is read at a millisecond's clock (the image reader's default, 25 a second, rounded every time to 40 ms).
    ...stills.flatMap((s) => [`file '${s.png}'`, `option framerate ${TIMESCALE}`, `duration ${s.seconds.toFixed(3)}`]),
    ...(last ? [`file '${last.png}'`, `option framerate ${TIMESCALE}`] : []),
  ].join("\n");
  const listFile = join(work, "frames.ffconcat");
  writeFileSync(listFile, `${list}\n`);
  await run("ffmpeg", [
    ...quiet,
    ...["-f", "concat", "-safe", "0", "-i", listFile, "-i", options.narrationWav],
    ...["-map", "0:v", "-map", "1:a", "-t", options.duration.toFixed(3)],
    ...["-vf", "format=yuv420p", "-fps_mode", "passthrough", "-enc_time_base:v", `1/${TIMESCALE}`],
    ...["-video_track_timescale", String(TIMESCALE)],
    ...["-c:v", "libx264", "-preset", "veryslow", "-crf", String(CRF), "-profile:v", "main"],
    // Keyframes where x264 sees a new screen; forcing one at each chapter start cost a third more bytes
    // (the Dashboard lesson: 238 KB against 158 KB), and seeking to a chapter decodes from the screen's.
    ...["-g", "9999"],
    ...["-flags:v", "+bitexact", "-x264-params", "threads=1:lookahead-threads=1"],
    ...["-c:a", "aac", "-b:a", `${audioKbps}k`, "-ac", "1", "-ar", "24000", "-flags:a", "+bitexact"],
    ...exact,
    ...["-movflags", "+faststart", options.out],
  ]);
}

/** The poster: a frame of the recording at the size the pages lay it out (posterSize), as WebP. */
export async function encodePoster(png: string, out: string) {
  await run("ffmpeg", [
    ...quiet,
    "-i",
    png,
    ...["-vf", `scale=${posterSize.width}:${posterSize.height}:flags=lanczos`],
    "-c:v",
    "libwebp",
    "-quality",
    "60",
    "-compression_level",
    "6",
    ...exact,
    out,
  ]);
}
