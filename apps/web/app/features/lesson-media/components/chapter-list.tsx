import { useId } from "react";

/** A chapter of a lesson's video: its start as shown ("1:05"), in seconds, and its title (from the .chapters.vtt). */
export type Chapter = { at: string; seconds: number; title: string };

type ChapterListProps = {
  chapters: readonly Chapter[];
  /** Index of the chapter playing now, or -1 before the video starts. */
  active: number;
  onSeek: (seconds: number) => void;
  /** 3 under an article headed by an h2 (an academy lesson); 2 where the page's h1 heads it (a tutorial). */
  headingLevel?: 2 | 3;
};

/** The video's chapters, beside its transcript: each a button that moves the video to the chapter's start. */
export function ChapterList({ chapters, active, onSeek, headingLevel = 2 }: ChapterListProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-pagefind-ignore>
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        Chapters
      </Heading>
      <ol className="mt-3 space-y-1">
        {chapters.map((chapter, index) => (
          <li key={chapter.seconds}>
            <button
              type="button"
              onClick={() => onSeek(chapter.seconds)}
              aria-current={index === active ? "true" : undefined}
              className={`flex w-full items-baseline gap-3 rounded-md px-3 py-2 text-left transition-colors hover:bg-ink-50 ${
                index === active ? "bg-ink-50 font-semibold text-ink-800" : "text-slate-800"
              }`}
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
