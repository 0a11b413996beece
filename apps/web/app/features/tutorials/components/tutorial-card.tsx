import { Link } from "react-router";
import { LessonPoster } from "~/features/lesson-media";
import type { TutorialLink } from "../types";

/**
 * A tutorial in the /video-tutorial index: its poster, title, what it shows, length and chapters. `eager` for
 * the cards of the first screen, whose posters load without waiting for the scroll.
 */
export function TutorialCard({ tutorial, eager = false }: { tutorial: TutorialLink; eager?: boolean }) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <LessonPoster
        mediaId={tutorial.mediaId}
        title={tutorial.title}
        eager={eager}
        className="border-b border-slate-200"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-slate-900">
          <Link to={tutorial.path} className="after:absolute after:inset-0 hover:text-ink-800">
            {tutorial.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{tutorial.description}</p>
        <p className="mt-4 flex gap-4 text-sm font-medium text-slate-600">
          <span>
            <span className="sr-only">Length </span>
            {tutorial.duration}
          </span>
          <span>{tutorial.chapterCount} chapters</span>
        </p>
      </div>
    </li>
  );
}
