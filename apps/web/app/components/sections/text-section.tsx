import type { PageSection } from "~/page-copy/page-copy";
import { BulletList } from "./bullet-list";

/**
 * Text: the heading and body in one column and the marked list in the other
 * on a wide screen, so a section without a picture still uses the width; one
 * column on a phone. The default for copy without a picture.
 */
export function TextSection({ section, headingClass }: { section: PageSection; headingClass?: string }) {
  const hasList = Boolean(section.bullets?.length);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className={`grid grid-cols-1 gap-x-16 ${hasList ? "lg:grid-cols-2" : ""}`}>
        <div>
          <h2 id={`${section.id}-title`} className={headingClass ?? "text-2xl font-bold tracking-tight sm:text-3xl"}>
            {section.heading}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{section.body}</p>
        </div>
        {hasList ? (
          <div className="lg:border-l lg:border-slate-200 lg:pl-12">
            <BulletList items={section.bullets ?? []} mark={section.marks} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
