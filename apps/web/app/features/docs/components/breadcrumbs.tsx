import { Link } from "react-router";
import type { Breadcrumb } from "../types";

/** Documentation › Section › Page; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {item.label}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="link text-ink-700">
                    {item.label}
                  </Link>
                  <span aria-hidden="true" className="text-slate-400">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
