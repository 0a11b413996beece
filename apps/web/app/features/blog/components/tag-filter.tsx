import { Link } from "react-router";
import { listingPath } from "../listing";
import type { BlogTagCount } from "../types";

type FilterOption = { id: string | null; label: string; count: number; to: string };
type TagFilterProps = { tags: readonly BlogTagCount[]; current: string | null; total: number };

/**
 * The tag filter: plain links to prerendered tag pages, so it works without
 * JavaScript and every filtered view has its own URL.
 */
export function TagFilter({ tags, current, total }: TagFilterProps) {
  const options: FilterOption[] = [
    { id: null, label: "All articles", count: total, to: "/blogs" },
    ...tags.map((tag) => ({ id: tag.id, label: tag.label, count: tag.count, to: listingPath({ tag: tag.id }) })),
  ];
  return (
    <nav
      aria-label="Filter articles by tag"
      className="-mx-5 overflow-x-auto px-5 pb-2 sm:mx-0 sm:overflow-visible sm:px-0"
    >
      {/* One swipeable row on phones, wrapped chips from sm up: twenty tags would otherwise fill the first screen. */}
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {options.map((option) => {
          const active = option.id === current;
          return (
            <li key={option.to}>
              <Link
                to={option.to}
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
                  active
                    ? "bg-ink-800 text-white ring-ink-800"
                    : "bg-white text-slate-800 ring-slate-300 hover:bg-ink-50 hover:ring-ink-700"
                }`}
              >
                {option.label}
                <span className={`text-xs ${active ? "text-ink-100" : "text-slate-600"}`}>{option.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
