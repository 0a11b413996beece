import type { PageSection } from "~/page-copy/page-copy";
import { BulletList } from "./bullet-list";

/** Text: heading, body and a plain marked list; the default for copy without a picture. */
export function TextSection({ section, headingClass }: { section: PageSection; headingClass?: string }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`} className={headingClass ?? "text-2xl font-bold tracking-tight sm:text-3xl"}>
        {section.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{section.body}</p>
      {section.bullets?.length ? (
        <BulletList items={section.bullets} mark={section.marks} columns={section.bullets.length > 3 ? 2 : 1} />
      ) : null}
    </section>
  );
}
