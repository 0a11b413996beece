import { Link } from "react-router";
import type { DocSectionSummary } from "../types";

/** One docs section on /documentation: its title (to the first page), what it covers, and its pages. */
export function SectionCard({ section }: { section: DocSectionSummary }) {
  const headingId = `section-${section.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        <Link to={section.path} className="hover:text-ink-800 hover:underline">
          {section.title}
        </Link>
      </h3>
      <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{section.summary}</p>
      <ul className="mt-4 space-y-1.5 border-t border-slate-100 pt-4 text-sm">
        {section.pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="link">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
