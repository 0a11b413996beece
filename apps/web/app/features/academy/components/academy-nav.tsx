import { Link } from "react-router";
import { academyPath, selfLearningVideoPath } from "../catalogue";

const pages = [
  { label: "Academy home", path: academyPath },
  { label: "Training plan", path: `${academyPath}/training-plan` },
  { label: "Get certified", path: `${academyPath}/get-certified` },
  { label: "Self Learning Videos", path: selfLearningVideoPath },
];

/** Links between the four academy pages; the current one is marked. */
export function AcademyNav({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Academy" className="-mx-1">
      <ul className="flex flex-wrap gap-1 p-1">
        {pages.map((page) => {
          // The home link is current on the home page only; the others also under their own paths.
          const current =
            currentPath === page.path || (page.path !== academyPath && currentPath.startsWith(`${page.path}/`));
          return (
            <li key={page.path}>
              <Link
                to={page.path}
                aria-current={current ? "page" : undefined}
                className={`block rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                  current ? "bg-ink-800 text-white" : "text-ink-800 hover:bg-ink-50"
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
