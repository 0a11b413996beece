import { useId } from "react";
import { Link } from "react-router";
import { relatedPages as words } from "../../../../../content/pages/shared-blocks";

export type RelatedLink = { path: string; eyebrow?: string | undefined; title: string; summary: string };

/** A row of links to sibling pages, near the end of feature and solution pages. */
export function RelatedPages({ heading, links }: { heading: string; links: readonly RelatedLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 bg-slate-50">
      <div className="container-page py-14">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {links.map((link) => (
            <li
              key={link.path}
              className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
            >
              {link.eyebrow ? (
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{link.eyebrow}</p>
              ) : null}
              <h3 className="mt-2 text-lg font-bold leading-snug">
                {/* The whole card is clickable through the link's ::after, so there is one link per card. */}
                <Link to={link.path} className="after:absolute after:inset-0 after:rounded-xl hover:text-ink-700">
                  {link.title}
                </Link>
              </h3>
              <p className="mt-2 text-slate-700">{link.summary}</p>
              <span aria-hidden="true" className="mt-auto pt-4 font-semibold text-ink-700">
                {words.more}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
