import { Link } from "react-router";
import { listingPath } from "../listing";

type PaginationProps = { tag: string | undefined; page: number; pageCount: number };

const itemClass =
  "inline-flex min-w-10 items-center gap-1.5 justify-center rounded-lg px-3 py-2 text-sm font-semibold ring-1";
const idle = "bg-white text-ink-800 ring-slate-300 hover:bg-ink-50 hover:ring-ink-700";

/** Previous, numbered and next links between listing pages (each a prerendered URL). */
export function Pagination({ tag, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={listingPath({ tag, page: page - 1 })} rel="prev" className={`${itemClass} ${idle}`}>
              <span aria-hidden="true">←</span> Previous
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={listingPath({ tag, page: number })}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
              className={`${itemClass} ${number === page ? "bg-ink-800 text-white ring-ink-800" : idle}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={listingPath({ tag, page: page + 1 })} rel="next" className={`${itemClass} ${idle}`}>
              Next <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
