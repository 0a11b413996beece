import { useEffect, useState } from "react";
import { seekVideo } from "../transcript";
import type { Chapter } from "./chapter-list";

/**
 * The chapter list's state: which chapter the video is in (followed as it
 * plays and seeks), and a seek that moves the video to a chapter and plays.
 */
export function useChapters(chapters: readonly Chapter[], videoRef: React.RefObject<HTMLVideoElement | null>) {
  const [active, setActive] = useState(-1);

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
  }, [chapters, videoRef]);

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    seekVideo(video, seconds);
    setActive(chapters.findLastIndex((chapter) => chapter.seconds <= seconds));
    // A click is a user gesture, so play() is allowed; a rejection only means another call interrupted it.
    video.play()?.catch(() => undefined);
  };

  return { active, seek };
}
