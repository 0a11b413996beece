import { Link } from "react-router";
import type { SiteSearchState } from "../hooks/use-site-search";

/**
 * What search says when it has no list to show: a hint before typing,
 * "Searching…", a failure, or "No results for …" with a way on.
 */
export function SearchStatusMessage({
  search,
  query,
  onNavigate,
}: {
  search: SiteSearchState;
  query: string;
  /** Called when the reader follows the link, e.g. to close the dialog. */
  onNavigate?: () => void;
}) {
  if (query.trim() === "") {
    return (
      <p>
        Type a word or phrase to search the documentation, products, pricing, case studies, tutorials, the academy,
        release notes and blog.
      </p>
    );
  }
  if (search.status === "error") {
    return <p>Search is not available right now. Check your connection and try again.</p>;
  }
  if (search.status !== "done") return <p>Searching…</p>;
  return (
    <div>
      <p className="font-semibold text-slate-900">No results for “{search.query}”</p>
      <p className="mt-1">
        Check the spelling or try a broader word, or browse the{" "}
        <Link to="/documentation" onClick={onNavigate} className="link">
          documentation
        </Link>
        .
      </p>
    </div>
  );
}
