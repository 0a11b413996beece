import { site } from "@ignitest/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type NewsletterSection, newsletterIssue } from "../newsletter-issue";

type NewsletterEmailProps = {
  title: string;
  lead: string;
  sections: readonly NewsletterSection[];
  /** The picture under the headline, as an e-mail's hero image. */
  hero?: ReactNode;
};

/**
 * The web version of a newsletter e-mail: a 600-px column on grey, as mail
 * clients show it, with the issue's header, its sections and the subscription footer.
 */
export function NewsletterEmail({ title, lead, sections, hero }: NewsletterEmailProps) {
  return (
    <div className="bg-slate-200 px-3 py-8 sm:py-12">
      <p className="mx-auto mb-4 max-w-[600px] text-center text-sm text-slate-700">
        Sent to product-update subscribers on{" "}
        <time dateTime={newsletterIssue.sentOn}>{newsletterIssue.sentOnText}</time>.
      </p>
      <article aria-labelledby="newsletter-title" className="mx-auto max-w-[600px] bg-white shadow-lg">
        <header className="bg-brand-700 px-6 py-5 text-white sm:px-10">
          <p className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
            <span className="text-xl font-extrabold tracking-tight">{site.name}</span>
            <span className="text-sm font-semibold text-brand-100">Product newsletter · {newsletterIssue.label}</span>
          </p>
        </header>
        <div className="px-6 pt-8 sm:px-10">
          <h1 id="newsletter-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900">
            {title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">{lead}</p>
          <Link to="/release-notes/latest-version" className="btn btn-primary mt-6">
            Read the release notes
          </Link>
        </div>
        {hero ? <div className="mt-8 overflow-hidden bg-ink-900 px-6 py-8 sm:px-10">{hero}</div> : null}
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="border-b border-slate-200 px-6 py-8 sm:px-10"
          >
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
              {section.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">{section.body}</p>
            <ul className="mt-4 grid gap-2">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="link font-semibold">
                    {link.text} →
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <footer className="bg-slate-50 px-6 py-8 text-sm leading-relaxed text-slate-600 sm:px-10">
          <p>You received this because you subscribed to product updates.</p>
          <p className="mt-2">
            <Link to="/contactus" className="link">
              Manage preferences
            </Link>{" "}
            ·{" "}
            <Link to="/privacy-policy" className="link">
              Privacy policy
            </Link>
          </p>
          <p className="mt-4">{site.name}, scriptless test automation for QA teams.</p>
        </footer>
      </article>
    </div>
  );
}
