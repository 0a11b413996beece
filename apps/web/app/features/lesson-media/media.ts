import { absoluteUrl, config } from "~/site/config";
import { mediaFiles } from "./lesson-media";

/**
 * The full address of a media file under MEDIA_BASE_URL
 * (docs/product/data.md#video-catalogue-entry: videoId is the full address of a video file): cloud storage as configured, or
 * this site's own origin when MEDIA_BASE_URL is a path.
 */
export function mediaAddress(file: string): string {
  const base = config.MEDIA_BASE_URL;
  return /^https?:\/\//.test(base) ? `${base}/${file}` : absoluteUrl(`${base}/${file}`);
}

/**
 * What the player loads for a full address: files on the site's own origin
 * by path, so the same build plays its clips wherever it is served
 * (localhost, a preview host, behind a CDN), and anything else as it is.
 */
export function playableSrc(address: string): string {
  const ownOrigin = `${config.SITE_URL}/`;
  return address.startsWith(ownOrigin) ? address.slice(config.SITE_URL.length) : address;
}

/** The player's files for one lesson (its id: an academy slugPath or a tutorial's "<folder>/<topic>"): the MP4, captions, chapters and poster. */
export function lessonMedia(id: string): { src: string; captions: string; chapters: string; poster: string } {
  const files = mediaFiles(id);
  return {
    src: playableSrc(mediaAddress(files.video)),
    captions: playableSrc(mediaAddress(files.captions)),
    chapters: playableSrc(mediaAddress(files.chapters)),
    poster: playableSrc(mediaAddress(files.poster)),
  };
}
