import { useEffect, useRef, useState } from "react";
import { lessonMedia, seekVideo, Transcript, type TranscriptCue, VideoPlayer } from "~/features/lesson-media";
import type { TutorialChapter } from "../types";
import { ChapterList } from "./chapter-list";

type TutorialPlayerProps = {
  title: string;
  mediaId: string;
  chapters: readonly TutorialChapter[];
  cues: readonly TranscriptCue[];
};

/**
 * The tutorial's video with captions, its chapter list and its transcript, which both seek the video and
 * follow it as it plays.
 */
export function TutorialPlayer({ title, mediaId, chapters, cues }: TutorialPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(-1);
  const { src, captions, poster } = lessonMedia(mediaId);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const follow = () => setActive(chapters.findLastIndex((chapter) => chapter.seconds <= video.currentTime));
    video.addEventListener("timeupdate", follow);
    video.addEventListener("seeked", follow);
    return () => {
      video.removeEventListener("timeupdate", follow);
      video.removeEventListener("seeked", follow);
    };
  }, [chapters]);

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    seekVideo(video, seconds);
    setActive(chapters.findLastIndex((chapter) => chapter.seconds <= seconds));
    // A click is a user gesture, so play() is allowed; a rejection only means another call interrupted it.
    video.play()?.catch(() => undefined);
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
      <VideoPlayer title={title} src={src} captionsSrc={captions} poster={poster} videoRef={videoRef} />
      <ChapterList chapters={chapters} active={active} onSeek={seek} />
      <div className="xl:col-span-2">
        <Transcript cues={cues} captionsSrc={captions} videoRef={videoRef} />
      </div>
    </div>
  );
}
