import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Customer } from "~/lib/customers";
import type { PageSection } from "~/page-copy/page-copy";

/**
 * Quote with portrait: the section's heading and body beside a customer's
 * words, with the person's portrait, name, role and company, and a link to
 * their case study.
 */
export function QuoteSection({
  section,
  customer,
  caseStudyLabel,
  portrait,
}: {
  section: PageSection;
  customer: Customer;
  caseStudyLabel: string;
  /** The quoted person's portrait (the caller draws it: components/blocks/customer-portrait.tsx). */
  portrait?: ReactNode;
}) {
  const { quote } = customer;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`}>
      <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {section.heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{section.body}</p>
          <Link to={customer.caseStudy} className="link mt-4 inline-block font-semibold">
            {caseStudyLabel}
          </Link>
        </div>
        <figure className="rounded-2xl bg-brand-50 p-6 sm:p-10">
          <blockquote className="text-xl leading-relaxed font-medium text-balance text-slate-900 sm:text-2xl">
            <p>“{quote.text}”</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-4 text-slate-700">
            {portrait}
            <span>
              <span className="block font-semibold text-slate-900">{quote.person}</span>
              {quote.role}, {customer.name}
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
