import { PageSections } from "~/components/page/page-sections";
import type { PageCopy } from "~/page-copy/page-copy";
import { StatusIcon, type StatusTone } from "./status-icon";

type StatusLayoutProps = {
  page: PageCopy;
  tone: StatusTone;
  /** Replaces the copy's h1 when the screen is in another state (e.g. a link page opened without its link). */
  heading?: string | undefined;
  lead?: string | undefined;
  /** Details and actions under the lead: the e-mail concerned, buttons, links. */
  children?: React.ReactNode;
};

/**
 * The frame of the account status screens (link sent, activated, expired…):
 * one centerd message with its next step, then the page's help sections.
 */
export function StatusLayout({ page, tone, heading, lead, children }: StatusLayoutProps) {
  return (
    <>
      <section className="border-b border-slate-200 bg-ink-50">
        <div className="container-page max-w-2xl py-14 text-center sm:py-20">
          <StatusIcon tone={tone} />
          {page.eyebrow ? (
            <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-800">{page.eyebrow}</p>
          ) : null}
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {heading ?? page.h1}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead ?? page.lead}</p>
          {children ? <div className="mt-8 grid justify-items-center gap-4">{children}</div> : null}
        </div>
      </section>
      <PageSections sections={page.sections} />
    </>
  );
}
