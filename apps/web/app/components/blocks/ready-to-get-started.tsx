import { useId } from "react";
import { Link } from "react-router";
import { readyToGetStarted as words } from "../../../../../content/pages/shared-blocks";

const perks = [
  {
    ...words.perks.signup,
    icon: (
      <>
        <circle cx="9" cy="8" r="4" />
        <path d="M2 21v-1a7 7 0 0 1 14 0v1M19 7v6M16 10h6" />
      </>
    ),
  },
  {
    ...words.perks.support,
    icon: (
      <>
        <path d="M4 15v-3a8 8 0 0 1 16 0v3M20 19a3 3 0 0 1-3 3h-3" />
        <rect x="3" y="14" width="4" height="6" rx="1.5" />
        <rect x="17" y="14" width="4" height="6" rx="1.5" />
      </>
    ),
  },
];

/** "Ready to get Started" (docs/product/blocks.md#ready-to-get-started): sign-up call to action with its two promises. */
export function ReadyToGetStarted() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-brand-50">
      <div className="container-page grid gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {words.heading}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">{words.lead}</p>
          <Link to={words.cta.to} className="btn btn-primary mt-8">
            {words.cta.label}
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {perks.map((perk) => (
            <li key={perk.title} className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-100">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="size-5 text-brand-700"
                >
                  {perk.icon}
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{perk.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{perk.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
