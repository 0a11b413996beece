import { withBrand } from "@ignitest/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { extremeTestAssets } from "../../../../../../content/pages/home";

const words = extremeTestAssets;

/** The "Extreme test assets" banner (docs/product/blocks.md#extreme-test-assets), pointing at the assets catalogue. */
export function ExtremeTestAssetsBanner() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="container-page py-10 sm:py-14">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700 px-6 py-10 text-white sm:px-12 sm:py-14">
        <svg
          aria-hidden="true"
          viewBox="0 0 200 200"
          className="pointer-events-none absolute -right-10 -top-10 hidden size-64 opacity-15 sm:block"
        >
          <g fill="none" stroke="currentColor" strokeWidth="6">
            <rect x="20" y="20" width="70" height="70" rx="10" />
            <rect x="110" y="20" width="70" height="70" rx="10" />
            <rect x="20" y="110" width="70" height="70" rx="10" />
            <circle cx="145" cy="145" r="35" />
          </g>
        </svg>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{words.eyebrow}</p>
        <h2 id={titleId} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {words.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-100">{words.body}</p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {words.kinds.map((kind) => (
            <li key={kind} className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/25">
              {kind}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <Link to={words.demoCta.to} className="btn btn-on-dark">
            {words.demoCta.label}
          </Link>
          <Link
            to={withBrand(words.assetsLink.to)}
            className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
          >
            {words.assetsLink.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
