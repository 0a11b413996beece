import { absoluteUrl, config } from "~/site/config";
import type { SampleClipId } from "./sample-clips";

/**
 * The full address of a media file under MEDIA_BASE_URL (SPEC section 3:
 * "videoId (full address of a video file)"): cloud storage as configured, or
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

/** The player's files for one clip: WebM first (smaller), MP4 for every other browser, captions and a poster. */
export function clipMedia(clip: SampleClipId): { src: string; webm: string; captions: string; poster: string } {
  return {
    src: playableSrc(mediaAddress(`${clip}.mp4`)),
    webm: playableSrc(mediaAddress(`${clip}.webm`)),
    captions: playableSrc(mediaAddress(`${clip}.vtt`)),
    poster: playableSrc(mediaAddress(`${clip}.webp`)),
  };
}
