import { Link } from "react-router";
import { CATALOGUE_ANCHOR } from "../utils/asset-links";
import { NlpCountClaim } from "./nlp-count-claim";

type AssetsBannerProps = {
  eyebrow: string | undefined;
  title: string;
  lead: string;
  /** The page's anchors (docs/product/pages-and-routes.md#cloud-crowd-and-assets), linked so the page can be read in any order. */
  anchors: readonly { id: string; heading: string }[];
  nlpCount: number | null;
};

/** The assets page banner: the page's one h1, Schedule a Demo, in-page links and the NLP claim. */
export function AssetsBanner({ eyebrow, title, lead, anchors, nlpCount }: AssetsBannerProps) {
  return (
    <section className="bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700 text-white">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr]">
        <div>
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{eyebrow}</p> : null}
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-ink-100">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/schedule-demo" className="btn btn-on-dark">
              Schedule a Demo
            </Link>
            <Link
              to={`#${CATALOGUE_ANCHOR}`}
              className="btn text-white ring-1 ring-white/60 ring-inset hover:bg-white/10"
            >
              Browse the catalogue
            </Link>
          </div>
          <nav aria-label="On this page" className="mt-8">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
              {anchors.map((anchor) => (
                <li key={anchor.id}>
                  <Link
                    to={`#${anchor.id}`}
                    className="text-ink-100 underline-offset-4 hover:text-white hover:underline"
                  >
                    {anchor.heading}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <NlpCountClaim count={nlpCount} />
      </div>
    </section>
  );
}
