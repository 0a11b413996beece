import { Link } from "react-router";
import type { TutorialLink } from "../types";

/** A tutorial in the /video-tutorial index: title, what it shows, length and chapters. */
export function TutorialCard({ tutorial }: { tutorial: TutorialLink }) {
  return (
    <li className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
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
    </li>
  );
}
