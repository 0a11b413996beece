import { PageBanner } from "~/components/page/page-banner";
import type { PageCopy } from "~/page-copy/page-copy";

type FormPageLayoutProps = {
  page: PageCopy;
  /** Heading of the form card, e.g. "Request your demo". */
  formTitle: string;
  formIntro: string;
  children: React.ReactNode;
};

/**
 * A page built around one form: the banner, the form in a card, and the page's
 * copy sections beside it (below it on phones) to answer "what happens next".
 */
export function FormPageLayout({ page, formTitle, formIntro, children }: FormPageLayoutProps) {
  return (
    <>
      <PageBanner eyebrow={page.eyebrow} title={page.h1} lead={page.lead} tone="light" />
      <div className="container-page grid items-start gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <section
          aria-labelledby="form-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="form-title" className="text-2xl font-bold tracking-tight">
            {formTitle}
          </h2>
          <p className="mt-2 text-slate-700">{formIntro}</p>
          <p className="mt-1 text-sm text-slate-600">Every field is required unless marked optional.</p>
          <div className="mt-6">{children}</div>
        </section>
        <aside aria-label="About this form" className="grid gap-8">
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="text-lg font-bold tracking-tight">
                {section.heading}
              </h2>
              <p className="mt-2 leading-relaxed text-slate-700">{section.body}</p>
              {section.bullets?.length ? (
                <ul className="mt-3 grid gap-2 text-slate-800">
                  {section.bullets.map((bullet) => (
                    <li key={bullet} className="flex gap-2">
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-4 shrink-0 fill-brand-700">
                        <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
                      </svg>
                      <span>{bullet}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </aside>
      </div>
    </>
  );
}
