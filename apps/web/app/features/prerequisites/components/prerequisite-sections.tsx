import type { PageSection } from "~/content/page-copy";

/** A prerequisites page's requirements: one section a topic, its checklist as a list. */
export function PrerequisiteSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
          <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
            {section.heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{section.body}</p>
          {section.bullets?.length ? (
            <ul className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {section.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 px-5 py-3.5 text-slate-800">
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
