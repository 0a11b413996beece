import type { PageSection } from "~/page-copy/page-copy";

/** Steps: the section's bullets as a numbered sequence, for how something works. */
export function StepsSection({ section }: { section: PageSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {section.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{section.body}</p>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {(section.bullets ?? []).map((step, index) => (
          <li key={step} className="border-t-2 border-brand-600 pt-4">
            <span aria-hidden="true" className="text-sm font-bold text-brand-800">
              {String(index + 1).padStart(2, "0")}
            </span>
            <p className="mt-1 font-semibold text-slate-900">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
