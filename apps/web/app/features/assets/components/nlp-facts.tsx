import type { NlpDetail } from "@ignitest/contracts";
import { platforms } from "@ignitest/contracts";
import { Link } from "react-router";
import { routeTable } from "~/site/route-table";
import { nlpCategoryHref } from "../utils/asset-links";
import { StarRating } from "./star-rating";
import { TagList } from "./tag-list";

/** The release notes of the version that introduced an NLP, when the site has a page for it. */
function releaseNotesHref(version: string): string | null {
  const path = `/release-notes/version/${version.replace(".", "/")}`;
  return routeTable.some((entry) => entry.path === path) ? path : null;
}

const Check = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-emerald-600">
    <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1z" />
  </svg>
);
const Cross = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-slate-400">
    <path d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4-4.3 4.3 4.3 4.3-1.4 1.4-4.3-4.3-4.3 4.3-1.4-1.4 4.3-4.3-4.3-4.3z" />
  </svg>
);

/** The "At a glance" panel of an NLP: rating, platform compatibility, version, category and keywords. */
export function NlpFacts({ nlp, headingId }: { nlp: NlpDetail; headingId: string }) {
  const notes = releaseNotesHref(nlp.sinceVersion);
  return (
    <aside aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        At a glance
      </h2>
      <dl className="mt-4 grid gap-5 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Rating</dt>
          <dd className="mt-1">
            <StarRating value={nlp.rating} count={nlp.ratingCount} variant="full" />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Platform compatibility</dt>
          <dd className="mt-1">
            <ul aria-label="Platform compatibility" className="grid gap-1.5">
              {platforms.map((platform) => {
                const supported = nlp.platforms.includes(platform);
                return (
                  <li key={platform} className="flex items-center gap-2 text-slate-800" data-supported={supported}>
                    {supported ? <Check /> : <Cross />}
                    <span>
                      {platform}
                      <span className={supported ? "sr-only" : "text-slate-600"}>
                        {supported ? ": supported" : " (not supported)"}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Available under</dt>
          <dd className="mt-1.5">
            <TagList tags={nlp.assetsTags} label="Filter tags" />
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Introduced in</dt>
          <dd className="mt-1 text-slate-800">
            {notes ? (
              <Link to={notes} className="link">
                Version {nlp.sinceVersion}
              </Link>
            ) : (
              `Version ${nlp.sinceVersion}`
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Category</dt>
          <dd className="mt-1">
            <Link to={nlpCategoryHref(nlp.category)} className="link">
              {nlp.category.title}
            </Link>
          </dd>
        </div>
        {nlp.tags.length > 0 ? (
          <div>
            <dt className="font-semibold text-slate-900">Keywords</dt>
            <dd className="mt-1 text-slate-700">{nlp.tags.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}
