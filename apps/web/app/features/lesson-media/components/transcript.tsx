import { useId, useRef } from "react";
import { clockLabel, type TranscriptCue } from "../transcript";
import { useFollowList } from "./use-follow-list";

type TranscriptProps = {
  /** The paragraphs to show: the captions' cues joined into whole sentences at build time (sentenceParagraphs). */
  cues: readonly TranscriptCue[];
  /** The captions file the cues come from; site search finds the transcript's page by it. */
  captionsSrc: string;
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** 3 under an article headed by an h2 (an academy lesson); 2 where the page's h1 heads it (a tutorial). */
  headingLevel?: 2 | 3;
};

/**
 * The video's transcript under the player, prerendered from its captions:
 * the cues joined into whole sentences by the page's loader (sentenceParagraphs, so the joining costs the browser
 * nothing), each paragraph a
 * button (Tab, Enter, Space) that moves the video to its first cue and plays
 * it; the paragraph being spoken is marked while the video plays. The list is
 * plain markup; its behaviour (transcript-follow.ts) loads after the page is
 * interactive, so it costs the first paint nothing. Left out of the page's
 * search record: site search indexes each cue with its time
 * (scripts/search-transcripts.mjs).
 */
export function Transcript({ cues, captionsSrc, videoRef, headingLevel = 2 }: TranscriptProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  useFollowList(listRef, videoRef);

  return (
    <section
      aria-labelledby={headingId}
      data-pagefind-ignore
      data-transcript-captions={captionsSrc}
      className="rounded-xl border border-slate-200 bg-white"
    >
      <Heading id={headingId} className="border-b border-slate-200 px-5 py-3 text-lg font-bold text-slate-900">
        Transcript
      </Heading>
      <ol ref={listRef} className="relative max-h-80 overflow-y-auto p-2">
        {cues.map((cue) => (
          <li key={cue.start}>
            <button
              type="button"
              data-start={cue.start}
              className="flex w-full items-baseline gap-3 rounded-md px-3 py-1.5 text-left text-slate-800 transition-colors hover:bg-ink-50 aria-[current=true]:bg-ink-50 aria-[current=true]:font-semibold aria-[current=true]:text-ink-800"
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
