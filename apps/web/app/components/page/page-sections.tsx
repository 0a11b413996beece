import type { PageSection } from "~/content/page-copy";

/** A page's copy sections; each keeps its id so #anchors from menus land on it. */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="container-page grid gap-12 py-14 sm:py-20">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {section.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{section.body}</p>
          {section.bullets?.length ? (
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {section.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-brand-700">
                    <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                  </svg>
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
