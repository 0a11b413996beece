import type { ReactNode } from "react";
import type { PageSection } from "~/page-copy/page-copy";
import { BulletList } from "./bullet-list";

/**
 * Feature with illustration: the section's text beside a product picture,
 * the picture on the right or (`flip`) the left, so a run of them alternates.
 * On phones the picture follows the text.
 */
export function FeatureSection({
  section,
  picture,
  flip = false,
}: {
  section: PageSection;
  picture: ReactNode;
  flip?: boolean;
}) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className={flip ? "lg:order-2" : undefined}>
          <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {section.heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{section.body}</p>
          {section.bullets?.length ? <BulletList items={section.bullets} mark={section.marks} /> : null}
        </div>
        <div className={`min-w-0 rounded-2xl bg-ink-50 p-4 sm:p-8 ${flip ? "lg:order-1" : ""}`}>{picture}</div>
      </div>
    </section>
  );
}
