import { useEffect, useId, useRef, useState } from "react";
import { clockLabel, type TranscriptCue } from "~/lib/transcript";

type TranscriptProps = {
  cues: readonly TranscriptCue[];
  /** The captions file the cues come from; site search finds the transcript's page by it. */
  captionsSrc: string;
  videoRef: React.RefObject<HTMLVideoElement | null>;
};

/** Index of the cue playing at `time`: the last one started, or -1 before the first. */
export function cueAt(cues: readonly TranscriptCue[], time: number): number {
  return cues.findLastIndex((cue) => cue.start <= time + 0.05);
}

/**
 * The video's transcript under the player, prerendered from its captions:
 * each cue a button (Tab, Enter, Space) that moves the video to the cue and
 * plays it; the cue being spoken is marked while the video plays and kept in
 * view inside the list. Left out of the page's search record: site search
 * indexes each cue on its own with its time (scripts/search-transcripts.mjs).
 */
export function Transcript({ cues, captionsSrc, videoRef }: TranscriptProps) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const follow = () => setActive(cueAt(cues, video.currentTime));
    video.addEventListener("timeupdate", follow);
    video.addEventListener("seeked", follow);
    return () => {
      video.removeEventListener("timeupdate", follow);
      video.removeEventListener("seeked", follow);
    };
  }, [cues, videoRef]);

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[active] as HTMLElement | undefined;
    if (!list || !item) return;
    // Scrolls the list only, never the page, so a reader elsewhere on the page is not pulled back.
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  }, [active]);

  const seek = (index: number) => {
    const video = videoRef.current;
    const cue = cues[index];
    if (!video || !cue) return;
    video.currentTime = cue.start;
    setActive(index);
    // A click is a user gesture, so play() is allowed; a rejection only means another call interrupted it.
    video.play()?.catch(() => undefined);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-pagefind-ignore
      data-transcript-captions={captionsSrc}
      className="rounded-xl border border-slate-200 bg-white"
    >
      <h2 id={headingId} className="border-b border-slate-200 px-5 py-3 text-lg font-bold text-slate-900">
        Transcript
      </h2>
      <ol ref={listRef} className="relative max-h-80 overflow-y-auto p-2">
        {cues.map((cue, index) => (
          <li key={cue.start}>
            <button
              type="button"
              onClick={() => seek(index)}
              aria-current={index === active ? "true" : undefined}
              data-start={cue.start}
              className={`flex w-full items-baseline gap-3 rounded-md px-3 py-1.5 text-left transition-colors hover:bg-ink-50 ${
                index === active ? "bg-ink-50 font-semibold text-ink-800" : "text-slate-800"
              }`}
            >
              <span className="w-10 shrink-0 font-mono text-sm tabular-nums text-slate-600">
                {clockLabel(cue.start)}
              </span>{" "}
              <span>{cue.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
