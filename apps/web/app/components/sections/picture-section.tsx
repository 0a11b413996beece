import type { ReactNode } from "react";
import type { PageSection } from "~/page-copy/page-copy";
import { BulletList } from "./bullet-list";

/**
 * Full-width picture: the heading beside the body and list on a wide screen,
 * then the product picture across the page's width, centred; on a phone the
 * picture follows the text and scales to the screen.
 */
export function PictureSection({ section, picture }: { section: PageSection; picture: ReactNode }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className="grid grid-cols-1 gap-x-16 gap-y-3 lg:grid-cols-[2fr_3fr]">
        <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {section.heading}
        </h2>
        <div>
          <p className="text-lg leading-relaxed text-slate-700">{section.body}</p>
          {section.bullets?.length ? (
            <BulletList items={section.bullets} mark={section.marks} columns={section.bullets.length > 2 ? 2 : 1} />
          ) : null}
        </div>
      </div>
      <div className="mt-10 min-w-0 rounded-2xl bg-ink-50 px-4 py-6 sm:px-10 sm:py-10">
        <div className="mx-auto max-w-3xl">{picture}</div>
      </div>
    </section>
  );
}
