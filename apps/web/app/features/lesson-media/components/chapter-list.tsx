import { useId, useRef } from "react";
import { useFollowList } from "./use-follow-list";

/** A chapter of a lesson's video: its start as shown ("1:05"), in seconds, and its title (from the .chapters.vtt). */
export type Chapter = { at: string; seconds: number; title: string };

type ChapterListProps = {
  chapters: readonly Chapter[];
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** 3 under an article headed by an h2 (an academy lesson); 2 where the page's h1 heads it (a tutorial). */
  headingLevel?: 2 | 3;
};

/**
 * The video's chapters, beside its transcript: each a button that moves the
 * video to the chapter's start and plays; the chapter playing is marked. Plain
 * markup like the transcript, with the same behaviour (transcript-follow.ts)
 * loaded after the page is interactive, so it adds nothing to the page's start.
 */
export function ChapterList({ chapters, videoRef, headingLevel = 2 }: ChapterListProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);

  useFollowList(listRef, videoRef);

  return (
    <section aria-labelledby={headingId} data-pagefind-ignore>
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        Chapters
      </Heading>
      <ol ref={listRef} className="mt-3 space-y-1">
        {chapters.map((chapter) => (
          <li key={chapter.seconds}>
            <button
              type="button"
              data-start={chapter.seconds}
              className="flex w-full items-baseline gap-3 rounded-md px-3 py-2 text-left text-slate-800 transition-colors hover:bg-ink-50 aria-[current=true]:bg-ink-50 aria-[current=true]:font-semibold aria-[current=true]:text-ink-800"
            >
              <span className="w-10 shrink-0 font-mono text-sm tabular-nums text-slate-600">{chapter.at}</span>{" "}
              <span>{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
