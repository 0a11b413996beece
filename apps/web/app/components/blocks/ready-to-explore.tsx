import { useId } from "react";
import { Link } from "react-router";
import { readyToExplore as words } from "../../../../../content/pages/shared-blocks";

/** The closing call to action most pages end with ("Are you ready to Explore", docs/product/blocks.md#ready-to-explore). */
export function ReadyToExplore() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-gradient-to-r from-ink-900 to-ink-800 text-white">
      <div className="container-page flex flex-col items-start gap-6 py-14 sm:py-16 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {words.heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-ink-100">{words.lead}</p>
        </div>
        <Link to={words.cta.to} className="btn btn-on-dark shrink-0">
          {words.cta.label}
        </Link>
      </div>
    </section>
  );
}
