import { useEffect, useRef, useState } from "react";
import { VideoPlayer } from "~/components/blocks/video-player";
import { clipMedia } from "~/lib/media";
import type { SampleClipId } from "~/lib/sample-clips";
import type { TutorialChapter } from "../types";
import { ChapterList } from "./chapter-list";

type TutorialPlayerProps = { title: string; clip: SampleClipId; chapters: readonly TutorialChapter[] };

/** The tutorial's video with captions, and its chapter list, which seeks the video and follows it as it plays. */
export function TutorialPlayer({ title, clip, chapters }: TutorialPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(-1);
  const { src, webm, captions, poster } = clipMedia(clip);

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
    video.currentTime = seconds;
    setActive(chapters.findLastIndex((chapter) => chapter.seconds <= seconds));
    // A click is a user gesture, so play() is allowed; a rejection only means another call interrupted it.
    video.play()?.catch(() => undefined);
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_16rem]">
      <VideoPlayer
        title={title}
        src={src}
        alternatives={[{ src: webm, type: "video/webm" }]}
        captionsSrc={captions}
        poster={poster}
        videoRef={videoRef}
      />
      <ChapterList chapters={chapters} active={active} onSeek={seek} />
    </div>
  );
}
