import { Link } from "react-router";
import type { DocLink } from "../types";

/** Links to the previous and next page in reading order, across section boundaries. */
export function PrevNext({ previous, next }: { previous: DocLink | null; next: DocLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav
      aria-label="Previous and next pages"
      className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2"
    >
      {previous ? <NeighbourLink link={previous} direction="Previous" /> : <span />}
      {next ? <NeighbourLink link={next} direction="Next" /> : null}
    </nav>
  );
}

function NeighbourLink({ link, direction }: { link: DocLink; direction: "Previous" | "Next" }) {
  const next = direction === "Next";
  return (
    <Link
      to={link.path}
      prefetch="intent"
      rel={next ? "next" : "prev"}
      className={`group block rounded-lg border border-slate-200 p-4 transition-colors hover:border-ink-600 hover:bg-ink-50 ${next ? "sm:col-start-2 sm:text-right" : ""}`}
    >
      <span className="block text-sm text-slate-600">
        {next ? "Next" : "Previous"}
        {" · "}
        {link.sectionTitle}
      </span>
      <span className="mt-1 block font-semibold text-ink-800 group-hover:underline">
        {next ? null : <span aria-hidden="true">{"←\u00a0"}</span>}
        {link.title}
        {next ? <span aria-hidden="true">{"\u00a0→"}</span> : null}
      </span>
    </Link>
  );
}
