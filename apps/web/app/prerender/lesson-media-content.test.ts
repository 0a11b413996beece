import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { academyCatalogue } from "~/features/academy/catalogue";
import { mediaFiles } from "~/features/lesson-media/lesson-media";
import { mp4Duration, topLevelBoxes } from "~/features/lesson-media/mp4-duration.server";
import { mp4Tracks } from "~/features/lesson-media/mp4-tracks.server";
import { parseVtt } from "~/features/lesson-media/transcript";
import { loadTutorials } from "~/features/tutorials/content.server";
import { contentDir } from "~/lib/content-dir.server";

/**
 * The content check for the lesson media (issues 12 and 29), without ffmpeg: every
 * academy lesson and tutorial has its own video, captions, chapters and
 * poster; the captions cover the video (its length read from the MP4
 * itself); each video is a screencast at 1280×720 or more whose picture never
 * stands still for more than 8 s, with its narration at 48 kb/s or more; no
 * two lessons share a file; all of it stays within 60 MB.
 */
const mediaDir = join(contentDir("lessons"), "..", "..", "apps", "web", "public", "media");
const budget = 60 * 1024 * 1024;
/** Issue 29: the longest a picture may stand still while the narration plays, and the narration's least bit rate. */
const MAX_STILL_SECONDS = 8;
const MIN_AUDIO_BITS = 48_000;

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );

describe("lesson media", async () => {
  const tutorials = await loadTutorials();
  const lessons = [
    ...academyCatalogue.map((video) => ({ id: video.slugPath, videoId: video.videoId })),
    ...tutorials.map((tutorial) => ({ id: tutorial.mediaId, videoId: undefined })),
  ];

  it("gives every academy lesson and tutorial its own video, captions, chapters and poster", () => {
    expect(lessons.length).toBeGreaterThanOrEqual(87);
    const missing = lessons.flatMap(({ id }) =>
      Object.values(mediaFiles(id))
        .filter((file) => !existsSync(join(mediaDir, file)))
        .map((file) => `${id}: ${file}`),
    );
    expect(missing).toEqual([]);
    for (const { id, videoId } of lessons) {
      if (videoId) expect(videoId).toBe(`https://www.ignitest.example/media/${mediaFiles(id).video}`);
    }
  });

  it("shares no file between two lessons, by name or by content", () => {
    const names = lessons.flatMap(({ id }) => Object.values(mediaFiles(id)));
    expect(new Set(names).size).toBe(names.length);
    const videos = lessons.map(({ id }) => join(mediaDir, mediaFiles(id).video)).filter(existsSync);
    const hashes = videos.map((file) => createHash("sha256").update(readFileSync(file)).digest("hex"));
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it("has captions that cover each video within a second, in order, one at a time, and a chapter a scene inside it", () => {
    const problems: string[] = [];
    for (const { id } of lessons) {
      const files = mediaFiles(id);
      if (!existsSync(join(mediaDir, files.video))) continue;
      const duration = mp4Duration(join(mediaDir, files.video));
      const cues = parseVtt(readFileSync(join(mediaDir, files.captions), "utf8"));
      const chapters = parseVtt(readFileSync(join(mediaDir, files.chapters), "utf8"));
      if (duration < 30 || duration > 125) problems.push(`${id}: ${duration.toFixed(1)} s long`);
      if (cues.length === 0 || (cues[0]?.start ?? 99) > 1) problems.push(`${id}: captions start late`);
      if (Math.abs((cues.at(-1)?.end ?? 0) - duration) > 1)
        problems.push(`${id}: captions end ${cues.at(-1)?.end}, video ${duration}`);
      cues.forEach((cue, i) => {
        const next = cues[i + 1];
        if (cue.end <= cue.start || (next && next.start - cue.end > 1))
          problems.push(`${id}: cue ${i + 1} out of order or a gap after it`);
        // Chromium shows a cue up to and including its end: two cues sharing an instant show together there.
        if (next && cue.end >= next.start) problems.push(`${id}: cue ${i + 1} ends where cue ${i + 2} starts`);
        if (cue.text.length > 100) problems.push(`${id}: cue ${i + 1} has ${cue.text.length} characters`);
      });
      if (chapters.length < 3 || chapters.some((c) => c.start >= duration)) problems.push(`${id}: chapters`);
      if (!topLevelBoxes(join(mediaDir, files.video)).slice(0, 3).includes("moov"))
        problems.push(`${id}: not faststart`);
    }
    expect(problems).toEqual([]);
  });

  it("records each lesson at 1280×720 or more, never holds a picture more than 8 s, and speaks at 48 kb/s or more", () => {
    const problems: string[] = [];
    for (const { id } of lessons) {
      const file = join(mediaDir, mediaFiles(id).video);
      if (!existsSync(file)) continue;
      const tracks = mp4Tracks(file);
      const video = tracks.find((t) => t.kind === "video");
      const audio = tracks.find((t) => t.kind === "audio");
      if (!video || video.width < 1280 || video.height < 720)
        problems.push(`${id}: video ${video?.width}×${video?.height}`);
      if (video && video.longestSample > MAX_STILL_SECONDS)
        problems.push(`${id}: a picture held ${video.longestSample.toFixed(1)} s`);
      if (!audio || audio.bitRate < MIN_AUDIO_BITS)
        problems.push(`${id}: audio at ${Math.round((audio?.bitRate ?? 0) / 1000)} kb/s`);
    }
    expect(problems).toEqual([]);
  });

  it("ships no media file that no lesson owns, and stays within 60 MB", () => {
    const owned = new Set(lessons.flatMap(({ id }) => Object.values(mediaFiles(id))));
    const files = walk(mediaDir).map((file) => relative(mediaDir, file));
    expect(files.filter((file) => !owned.has(file))).toEqual([]);
    const total = files.reduce((sum, file) => sum + statSync(join(mediaDir, file)).size, 0);
    expect(total).toBeLessThanOrEqual(budget);
  });
});
