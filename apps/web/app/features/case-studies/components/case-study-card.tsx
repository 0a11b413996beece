import { Link } from "react-router";
import { CustomerLogo } from "~/components/blocks/customer-logo";
import { CustomerPortrait } from "~/components/blocks/customer-portrait";
import { customerForCaseStudy } from "~/lib/customers";
import { labels } from "../../../../../../content/pages/case-studies";
import type { CaseStudySummary } from "../case-study-summaries.server";

/** One case study on the index: industry, headline, lead, first measured result, and the person quoted. */
export function CaseStudyCard({ study }: { study: CaseStudySummary }) {
  const customer = customerForCaseStudy(study.path);
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {customer ? (
        <p className="mb-4 text-ink-800">
          <CustomerLogo customer={customer} />
        </p>
      ) : null}
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{study.industry}</p>
      <h2 className="mt-2 text-xl font-bold leading-snug">
        <Link to={study.path} className="hover:text-ink-700 hover:underline">
          {study.title}
        </Link>
      </h2>
      <p className="mt-3 text-slate-700">{study.lead}</p>
      {study.result ? (
        <p className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          <span className="sr-only">{labels.result}</span>
          {study.result}
        </p>
      ) : null}
      {customer ? (
        <p className="mt-5 flex items-center gap-3 text-sm text-slate-700">
          <CustomerPortrait customer={customer} />
          <span>
            <span className="block font-semibold text-slate-900">{customer.quote.person}</span>
            {customer.quote.role}
          </span>
        </p>
      ) : null}
      <Link to={study.path} className="link mt-auto pt-5 font-semibold" aria-hidden="true" tabIndex={-1}>
        {labels.readMore}
      </Link>
    </li>
  );
}
