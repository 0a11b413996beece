import { isCompletedAt, type LessonProgressRecord } from "@ignitest/contracts";
import { useEffect } from "react";
import { readLoginRecord } from "~/features/account";
import { storeLessonPosition } from "./progress-storage";

/** How often a playing lesson writes its position: locally, and to the account when signed in. */
const localEveryMs = 2_000;
const serverEveryMs = 10_000;

function pushToAccount(record: LessonProgressRecord) {
  if (!readLoginRecord()?.access_token) return;
  void import("./sync-progress").then((sync) => sync.pushLesson(record));
}

/**
 * Records what the learner actually watched of a lesson: the player's
 * position while it plays, on pause, on seek and at the end. A position of
 * ≥ 90 % (or the end) marks the lesson completed; the record comes only from
 * the player's own events.
 */
export function useLessonTracking(slug: string, videoRef: React.RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastLocal = 0;
    let lastServer = 0;
    const save = (force: boolean) => {
      const duration = Number.isFinite(video.duration) ? video.duration : 0;
      if (duration <= 0) return;
      const now = Date.now();
      if (!force && now - lastLocal < localEveryMs) return;
      lastLocal = now;
      const position = video.ended ? duration : video.currentTime;
      const record = storeLessonPosition({
        slug,
        position,
        duration,
        completed: isCompletedAt(position, duration),
        updatedAt: new Date(now).toISOString(),
      });
      if (force || now - lastServer >= serverEveryMs) {
        lastServer = now;
        pushToAccount(record);
      }
    };
    const onTime = () => save(false);
    const onStop = () => save(true);
    video.addEventListener("timeupdate", onTime);
    video.addEventListener("pause", onStop);
    video.addEventListener("ended", onStop);
    video.addEventListener("seeked", onStop);
    return () => {
      video.removeEventListener("timeupdate", onTime);
      video.removeEventListener("pause", onStop);
      video.removeEventListener("ended", onStop);
      video.removeEventListener("seeked", onStop);
    };
  }, [slug, videoRef]);
}

/** 84 → "1:24". */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
