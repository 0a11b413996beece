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

/**
 * The poster's size in pixels as `npm run media` encodes it (a 16:9 still), for the width and height an <img>
 * needs so the page keeps its layout while the picture loads.
 */
export const posterSize = { width: 960, height: 540 } as const;

/**
 * content/lessons/media.json: per lesson id, the script hash it was rendered from, its length in seconds, its
 * bytes and the day it was rendered (YYYY-MM-DD: the video's uploadDate in its VideoObject, docs/decisions/045-search-engine-signals.md).
 */
export type MediaManifest = Record<string, { hash: string; duration: number; bytes: number; rendered: string }>;
