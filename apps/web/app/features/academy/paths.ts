import { withBrand } from "@ignitest/contracts";
import { academyVideos } from "../../../../../content/academy/videos";

/**
 * Every lesson page the build prerenders. Reads the content list directly
 * (no media addresses, no site config), so the route config can load it.
 */
export function academyVideoPaths(): string[] {
  return academyVideos.map((video) => withBrand(`/{brand}-academy/self-learning-video/${video.slugPath}`));
}
