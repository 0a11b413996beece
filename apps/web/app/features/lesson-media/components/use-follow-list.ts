import { useEffect } from "react";

/**
 * Gives a prerendered list of `button[data-start]` (the transcript, the
 * chapters) its behaviour once the page is interactive: transcript-follow.ts,
 * loaded apart so it costs the first paint nothing.
 */
export function useFollowList(
  listRef: React.RefObject<HTMLElement | null>,
  videoRef: React.RefObject<HTMLVideoElement | null>,
): void {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import("./transcript-follow").then(({ followTranscript }) => {
      const list = listRef.current;
      const video = videoRef.current;
      if (!cancelled && list && video) detach = followTranscript(list, video);
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [listRef, videoRef]);
}
