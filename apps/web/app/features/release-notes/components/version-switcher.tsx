import { Link } from "react-router";
import { formatMonthYear } from "~/lib/format-date";
import type { ReleaseLink } from "../types";

type VersionSwitcherProps = { releases: readonly ReleaseLink[]; current: string; latest: string };

/**
 * Every release, newest first, as plain links (so it works before the page's
 * JavaScript loads); the release on screen is marked as the current page.
 */
export function VersionSwitcher({ releases, current, latest }: VersionSwitcherProps) {
  return (
    <nav aria-labelledby="release-versions">
      <h2 id="release-versions" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
        Versions
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {[...releases].reverse().map((release) => {
          const isCurrent = release.version === current;
          return (
            <li key={release.version}>
              <Link
                to={release.path}
                aria-current={isCurrent ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm transition-colors ${
                  isCurrent ? "bg-ink-800 text-white" : "text-slate-800 hover:bg-ink-50"
                }`}
              >
                <span className="flex items-center gap-2 font-semibold">
                  Release notes {release.version}
                  {release.version === latest ? (
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs ${isCurrent ? "bg-white/15 text-white" : "bg-brand-50 text-brand-800"}`}
                    >
                      Latest
                    </span>
                  ) : null}
                </span>
                <time
                  dateTime={release.date}
                  className={`block text-xs ${isCurrent ? "text-ink-100" : "text-slate-600"}`}
                >
                  {formatMonthYear(release.date)}
                </time>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
