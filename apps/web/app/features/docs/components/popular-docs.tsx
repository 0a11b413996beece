import { Link } from "react-router";
import type { DocLink } from "../types";

/** The pages most teams look up first, as a row of compact links. */
export function PopularDocs({ pages }: { pages: readonly DocLink[] }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="popular-pages" className="rounded-xl border border-ink-100 bg-ink-50 p-6">
      <h2 id="popular-pages" className="text-xl font-bold text-slate-900">
        Popular pages
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {pages.map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="block h-full rounded-lg border border-slate-200 bg-white p-3.5 transition-colors hover:border-ink-600"
            >
              <span className="block text-xs font-semibold uppercase tracking-wide text-brand-800">
                {page.sectionTitle}
              </span>
              <span className="mt-1 block font-semibold text-ink-800">{page.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
