import type { PageSection } from "~/page-copy/page-copy";
import { balancedGridClass } from "./balanced-grid";
import { MarkIcon, markLabel } from "./bullet-list";
import { SectionHeading } from "./section-heading";

/**
 * Cards: the heading and body, then each bullet as a card in a grid that
 * never leaves one alone on its last row (balanced-grid.ts). Cards are text,
 * not links: no hover, no pointer. A limit or problem keeps its warning mark.
 */
export function CardsSection({ section }: { section: PageSection }) {
  const items = section.bullets ?? [];
  const mark = section.marks ?? "check";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <SectionHeading section={section} />
      <ul className={`mt-8 gap-4 ${balancedGridClass(items.length)}`}>
        {items.map((item) => (
          <li key={item} className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
            {mark === "check" ? (
              <span aria-hidden="true" className="block h-1 w-8 rounded-full bg-brand-600" />
            ) : (
              <MarkIcon mark={mark} />
            )}
            <p className="mt-3 font-semibold leading-snug text-slate-900">
              {markLabel[mark] ? <span className="sr-only">{markLabel[mark]}</span> : null}
              {item}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
