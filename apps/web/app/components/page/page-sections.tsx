import type { PageSection } from "~/content/page-copy";

type Variant = "page" | "checklist";

/** Per layout: the sections' wrapper, heading, body and bullet list. */
const styles: Record<Variant, { wrapper: string; heading: string; body: string; list: string; item: string }> = {
  // A full-width page band with bullet cards in two columns.
  page: {
    wrapper: "container-page grid gap-12 py-14 sm:py-20",
    heading: "text-2xl font-bold tracking-tight sm:text-3xl",
    body: "mt-3 max-w-3xl text-lg leading-relaxed text-slate-700",
    list: "mt-5 grid gap-3 sm:grid-cols-2",
    item: "flex gap-3 rounded-lg border border-slate-200 bg-white p-4 text-slate-800",
  },
  // Inside a column next to a side menu, bullets as one checklist (prerequisites).
  checklist: {
    wrapper: "space-y-12",
    heading: "text-2xl font-bold tracking-tight text-slate-900",
    body: "mt-3 text-lg leading-relaxed text-slate-700",
    list: "mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white",
    item: "flex gap-3 px-5 py-3.5 text-slate-800",
  },
};

/** A page's copy sections; each keeps its id so #anchors from menus land on it. */
export function PageSections({ sections, variant = "page" }: { sections: readonly PageSection[]; variant?: Variant }) {
  if (sections.length === 0) return null;
  const style = styles[variant];
  return (
    <div className={style.wrapper}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={style.heading}>
            {section.heading}
          </h2>
          <p className={style.body}>{section.body}</p>
          {section.bullets?.length ? (
            <ul className={style.list}>
              {section.bullets.map((bullet) => (
                <li key={bullet} className={style.item}>
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
