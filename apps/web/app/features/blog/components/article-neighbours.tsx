import { Link } from "react-router";
import type { BlogArticleSummary } from "../types";

type ArticleNeighboursProps = { newer: BlogArticleSummary | null; older: BlogArticleSummary | null };

/** Links to the next newer and next older article, in listing order. */
export function ArticleNeighbours({ newer, older }: ArticleNeighboursProps) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="More articles" className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
      {older ? (
        <Link to={older.path} rel="prev" className="group rounded-lg p-3 ring-1 ring-slate-200 hover:ring-ink-700">
          <span className="block text-sm text-slate-600">
            <span aria-hidden="true">←</span> Older article
          </span>
          <span className="mt-1 block font-semibold text-ink-800 group-hover:underline">{older.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {newer ? (
        <Link
          to={newer.path}
          rel="next"
          className="group rounded-lg p-3 text-right ring-1 ring-slate-200 hover:ring-ink-700"
        >
          <span className="block text-sm text-slate-600">
            Newer article <span aria-hidden="true">→</span>
          </span>
          <span className="mt-1 block font-semibold text-ink-800 group-hover:underline">{newer.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
