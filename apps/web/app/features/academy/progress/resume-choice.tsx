import { useEffect, useState } from "react";
import { useProgress } from "./progress-storage";
import { clockTime } from "./use-lesson-tracking";

/** Below this a lesson simply starts again; no choice to offer. */
const minimumResumeSeconds = 2;

/**
 * "Resume at 1:24 / Start over" above the player, when the learner stopped
 * part-way through this lesson before. Chosen once per visit of the lesson;
 * pressing the player's own play, or moving the video to another time, is a
 * choice too, so the question never stands over a lesson that is playing
 * (whose position it is busy recording) or one the learner has just moved.
 */
export function ResumeChoice({ slug, videoRef }: { slug: string; videoRef: React.RefObject<HTMLVideoElement | null> }) {
  const record = useProgress()[slug];
  const [chosen, setChosen] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const chose = () => setChosen(true);
    if (!video.paused) chose();
    // Moving the video (its timeline, a transcript cue, a chapter, a search hit's #t=) chooses where to be too.
    const events = ["play", "seeked"] as const;
    for (const event of events) video.addEventListener(event, chose);
    return () => {
      for (const event of events) video.removeEventListener(event, chose);
    };
  }, [videoRef]);

  if (chosen || !record) return null;
  const resumable = record.position >= minimumResumeSeconds && record.duration - record.position > 1;
  if (!resumable) return null;

  const seekTo = (seconds: number) => {
    setChosen(true);
    const video = videoRef.current;
    if (!video) return;
    const go = () => {
      video.currentTime = seconds;
      void video.play().catch(() => {
        // Autoplay refused: the learner presses play; the position is set.
      });
    };
    if (video.readyState >= 1) go();
    else video.addEventListener("loadedmetadata", go, { once: true });
  };

  return (
    <fieldset className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">
      <legend className="sr-only">Where to start</legend>
      <p className="text-slate-800">You stopped this lesson at {clockTime(record.position)}.</p>
      <button type="button" className="btn btn-primary" onClick={() => seekTo(record.position)}>
        Resume at {clockTime(record.position)}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => seekTo(0)}>
        Start over
      </button>
    </fieldset>
  );
}
