import { Link } from "react-router";
import { prerequisitePages } from "../pages";

/** The left menu of the prerequisites pages; the page on screen is marked as current. */
export function PrerequisitesMenu({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Pre Requisites">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {prerequisitePages.map((page) => {
          const current = page.path === currentPath;
          return (
            <li key={page.path}>
              <Link
                to={page.path}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-4 py-2.5 text-sm font-semibold transition-colors ${
                  current ? "bg-ink-800 text-white" : "text-slate-800 ring-1 ring-slate-200 hover:bg-ink-50 lg:ring-0"
                }`}
              >
                {page.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
