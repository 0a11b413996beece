import { Link } from "react-router";
import type { TutorialLink } from "../types";

/** Links to the tutorials before and after this one, across groups. */
export function TutorialNeighbours({ previous, next }: { previous: TutorialLink | null; next: TutorialLink | null }) {
  if (!previous && !next) return null;
  const card = "group flex flex-col rounded-lg border border-slate-200 p-4 hover:border-ink-600";
  return (
    <nav aria-label="More tutorials" className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
      {previous ? (
        <Link to={previous.path} className={card}>
          <span className="text-sm text-slate-600">Previous · {previous.groupTitle}</span>
          <span className="mt-1 font-semibold text-ink-800 group-hover:underline">{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.path} className={`${card} sm:text-right`}>
          <span className="text-sm text-slate-600">Next · {next.groupTitle}</span>
          <span className="mt-1 font-semibold text-ink-800 group-hover:underline">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
