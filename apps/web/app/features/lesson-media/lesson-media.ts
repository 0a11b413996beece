/**
 * The files `npm run media` (scripts/media/build.ts) renders for a lesson
 * script, named after its id under MEDIA_BASE_URL: academy lessons by their
 * slugPath ("project-creation"), tutorials as "<folder>/<topic>"
 * ("execution/quick-run"). No imports, so build-time code can read it anywhere.
 */
export function mediaFiles(id: string) {
  return {
    video: `${id}.mp4`,
    captions: `${id}.vtt`,
    chapters: `${id}.chapters.vtt`,
    poster: `${id}.webp`,
  };
}

/** content/lessons/media.json: per lesson id, the script hash it was rendered from, its length in seconds and its bytes. */
export type MediaManifest = Record<string, { hash: string; duration: number; bytes: number }>;
