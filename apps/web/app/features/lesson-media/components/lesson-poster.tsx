import { posterSize } from "../lesson-media";
import { lessonMedia } from "../media";

type LessonPosterProps = {
  /** The lesson's media id (an academy slugPath or a tutorial's "<folder>/<topic>"). */
  mediaId: string;
  /** The lesson's title, for the picture's text alternative. */
  title: string;
  /** True for a picture in the first screen, which should not wait for the scroll. */
  eager?: boolean;
  className?: string;
};

/**
 * A lesson's poster (the .webp `npm run media` renders) as a thumbnail: its
 * width and height set so nothing shifts while it loads, lazy unless it is in
 * the first screen, and described for assistive technology.
 */
export function LessonPoster({ mediaId, title, eager = false, className = "" }: LessonPosterProps) {
  return (
    <img
      src={lessonMedia(mediaId).poster}
      width={posterSize.width}
      height={posterSize.height}
      alt={`Still from the video: ${title}`}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`aspect-video h-auto w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
