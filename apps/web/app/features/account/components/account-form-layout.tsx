import type { PageCopy } from "~/page-copy/page-copy";

type AccountFormLayoutProps = {
  page: PageCopy;
  /** Replaces the copy's h1 when the screen knows more (e.g. the product being signed in to). */
  heading?: string | undefined;
  /** Replaces the copy's lead in the same cases. */
  lead?: string | undefined;
  /** Extra lines under the lead, e.g. the e-mail a code was sent to. */
  intro?: React.ReactNode;
  /** The form card. */
  children: React.ReactNode;
};

/**
 * The frame of every account form: the page's copy (h1, lead, help) beside a
 * white form card on wide screens; on phones the card follows the lead at once
 * and the help comes after it, so nobody scrolls past advice to reach the form.
 */
export function AccountFormLayout({ page, heading, lead, intro, children }: AccountFormLayoutProps) {
  const help = page.sections[0];
  return (
    <section className="border-b border-slate-200 bg-ink-50">
      <div className="container-page grid gap-8 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:py-20">
        <div className="lg:col-start-1 lg:row-start-1">
          {page.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-800">{page.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {heading ?? page.h1}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">{lead ?? page.lead}</p>
          {intro}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          {children}
        </div>
        {help ? (
          <aside aria-labelledby={`${help.id}-title`} className="max-w-xl lg:col-start-1 lg:row-start-2">
            <h2 id={`${help.id}-title`} className="text-xl font-bold text-slate-900">
              {help.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{help.body}</p>
            {help.bullets?.length ? (
              <ul className="mt-4 space-y-2">
                {help.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-2.5 text-slate-800">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-brand-700">
                      <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                    </svg>
                    <span>{bullet}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
