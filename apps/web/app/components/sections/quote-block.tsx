import type { ReactNode } from "react";

/** Quote: a customer's words with the person's portrait, their name, role and company, and the company's logo. */
export function QuoteBlock({
  quote,
  person,
  role,
  company,
  logo,
  portrait,
}: {
  quote: string;
  person: string;
  role: string;
  company: string;
  logo?: ReactNode;
  portrait?: ReactNode;
}) {
  return (
    <figure className="rounded-2xl border-l-4 border-brand-600 bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <blockquote className="text-xl leading-relaxed font-medium text-balance text-slate-900">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-4 text-slate-700">
        {portrait}
        {logo ? <span className="text-ink-800">{logo}</span> : null}
        <span>
          <span className="block font-semibold text-slate-900">{person}</span>
          {role}, {company}
        </span>
      </figcaption>
    </figure>
  );
}
