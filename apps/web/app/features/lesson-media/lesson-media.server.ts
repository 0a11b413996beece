import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contentDir } from "~/lib/content-dir.server";
import { type MediaManifest, mediaFiles } from "./lesson-media";
import { parseVtt, type TranscriptCue } from "./transcript";

/** What a page shows of a rendered lesson: its length, the day it was rendered, chapters (one a scene) and caption cues. */
export type LessonMedia = { duration: number; rendered: string; chapters: TranscriptCue[]; cues: TranscriptCue[] };

let manifest: MediaManifest | undefined;

/** apps/web/public/media, where `npm run media` writes (found from content/, like every build-time read). */
function mediaDir(): string {
  return join(contentDir("lessons"), "..", "..", "apps", "web", "public", "media");
}

/**
 * The rendered media of lesson `id` (content/lessons/media.json and its
 * .vtt files), read at build time; throws for a lesson that was never
 * rendered, so the build names it instead of shipping a page without a video.
 */
export function readLessonMedia(id: string): LessonMedia {
  manifest ??= JSON.parse(readFileSync(join(contentDir("lessons"), "media.json"), "utf8")) as MediaManifest;
  const entry = manifest[id];
  const files = mediaFiles(id);
  const captions = join(mediaDir(), files.captions);
  if (!entry || !existsSync(captions))
    throw new Error(`lesson ${id} has no media: write content/lessons/…/${id}.yaml and run npm run media`);
  return {
    duration: entry.duration,
    rendered: entry.rendered,
    chapters: parseVtt(readFileSync(join(mediaDir(), files.chapters), "utf8")),
    cues: parseVtt(readFileSync(captions, "utf8")),
  };
}
