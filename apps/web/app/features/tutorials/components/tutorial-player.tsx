import { useRef } from "react";
import { ChapterList, lessonMedia, Transcript, type TranscriptCue, VideoPlayer } from "~/features/lesson-media";
import type { TutorialChapter } from "../types";

type TutorialPlayerProps = {
  title: string;
  mediaId: string;
  chapters: readonly TutorialChapter[];
  cues: readonly TranscriptCue[];
};

/**
 * The tutorial's video with captions and chapters, its chapter list and its transcript, which both seek the
 * video and follow it as it plays.
 */
export function TutorialPlayer({ title, mediaId, chapters, cues }: TutorialPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { src, captions, chapters: chaptersSrc, poster } = lessonMedia(mediaId);

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
      <VideoPlayer
        title={title}
        src={src}
        captionsSrc={captions}
        chaptersSrc={chaptersSrc}
        poster={poster}
        videoRef={videoRef}
      />
      <ChapterList chapters={chapters} videoRef={videoRef} />
      <div className="xl:col-span-2">
        <Transcript cues={cues} captionsSrc={captions} videoRef={videoRef} />
      </div>
    </div>
  );
}
