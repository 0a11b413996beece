import type { PageSection } from "~/page-copy/page-copy";
import { balancedGridClass } from "./balanced-grid";
import { SectionHeading } from "./section-heading";

/** Steps: the section's bullets as a numbered sequence, for how something works; the row is balanced (balanced-grid.ts). */
export function StepsSection({ section }: { section: PageSection }) {
  const steps = section.bullets ?? [];
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading section={section} />
      <ol className={`mt-8 gap-6 ${balancedGridClass(steps.length)}`}>
        {steps.map((step, index) => (
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
