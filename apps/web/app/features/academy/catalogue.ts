import { withBrand } from "@ignitest/contracts";
import { mediaAddress, mediaFiles } from "~/features/lesson-media";
import { academyDocuments } from "../../../../../content/academy/documents";
import { academyVideos } from "../../../../../content/academy/videos";

/** A lesson of the self-learning video screen (docs/product/data.md#video-catalogue-entry). */
export type AcademyVideo = {
  /** The route id under /{brand}-academy/self-learning-video/. */
  slugPath: string;
  title: string;
  summary: string;
  /** The full address of the video file, resolved from MEDIA_BASE_URL at build time. */
  videoId: string;
  group: (typeof academyVideos)[number]["group"];
  subgroup?: string;
};

// Assigning the content list to this type checks its shape at compile time.
const sources: ReadonlyArray<Omit<AcademyVideo, "videoId">> = academyVideos;

/** The catalogue in menu order. Small enough (about 62 lessons) to ship to the browser with the screen. */
export const academyCatalogue: readonly AcademyVideo[] = sources.map((video) => ({
  ...video,
  videoId: mediaAddress(mediaFiles(video.slugPath).video),
}));

/** The lesson whose slug equals `slug`; undefined for an unknown or missing slug. */
export function findAcademyVideo(slug: string | undefined): AcademyVideo | undefined {
  return slug === undefined ? undefined : academyCatalogue.find((video) => video.slugPath === slug);
}

/** The lessons before and after `video` in catalogue order, for the previous / next links. */
export function neighbourVideos(video: AcademyVideo): { previous?: AcademyVideo; next?: AcademyVideo } {
  const index = academyCatalogue.indexOf(video);
  return { previous: academyCatalogue[index - 1], next: academyCatalogue[index + 1] };
}

export const academyPath = withBrand("/{brand}-academy");
export const selfLearningVideoPath = withBrand("/{brand}-academy/self-learning-video");

export function academyVideoPath(slug: string): string {
  return `${selfLearningVideoPath}/${slug}`;
}

/** The Self-Learning Doc archive, or undefined when the catalogue has no document entry. */
export function selfLearningDocUrl(): string | undefined {
  const entry = academyDocuments[0];
  return entry ? withBrand(entry.downloadurl) : undefined;
}
