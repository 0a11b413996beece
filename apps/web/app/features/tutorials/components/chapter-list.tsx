import type { TutorialChapter } from "../types";

type ChapterListProps = {
  chapters: readonly TutorialChapter[];
  /** Index of the chapter playing now, or -1 before the video starts. */
  active: number;
  onSeek: (seconds: number) => void;
};

/** The tutorial's chapters: each a button that moves the video to the chapter's start. */
export function ChapterList({ chapters, active, onSeek }: ChapterListProps) {
  return (
    <section aria-labelledby="chapters-heading" data-pagefind-ignore>
      <h2 id="chapters-heading" className="text-lg font-bold text-slate-900">
        Chapters
      </h2>
      <ol className="mt-3 space-y-1">
        {chapters.map((chapter, index) => (
          <li key={chapter.at}>
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
