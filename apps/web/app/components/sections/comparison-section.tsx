import type { PageSection } from "~/page-copy/page-copy";
import { BulletList } from "./bullet-list";
import { SectionHeading } from "./section-heading";

/** Comparison: two columns, the way it was (warning marks) and the way it is with the product (checks). */
export function ComparisonSection({ section }: { section: PageSection }) {
  const { comparison } = section;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading section={section} />
      {comparison ? (
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl bg-slate-50 p-6">
            <h3 className="font-bold text-slate-900">{comparison.before.title}</h3>
            <BulletList items={comparison.before.items} mark="warning" />
          </div>
          <div className="rounded-2xl bg-ink-50 p-6">
            <h3 className="font-bold text-slate-900">{comparison.after.title}</h3>
            <BulletList items={comparison.after.items} mark="check" />
          </div>
        </div>
      ) : null}
    </section>
  );
}
