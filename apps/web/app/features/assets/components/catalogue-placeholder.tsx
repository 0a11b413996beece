import type { WebSiteContent } from "@ignitest/contracts";
import { assetFilters } from "../utils/asset-filters";
import { assetTypeLabels } from "../utils/asset-type-labels";
import { AssetCardSkeletonGrid } from "./asset-card-skeleton";
import { cardGridClass } from "./card-grid";

type PlaceholderSection = { key: string; heading: string | null; description: string | null; label: string };

function sectionsOf(content: WebSiteContent | null): PlaceholderSection[] {
  return [
    {
      key: "most-used",
      heading: content?.mostUsedHeader ?? null,
      description: content?.mostUsedDescription ?? null,
      label: "Most used assets",
    },
    {
      key: "nlps",
      heading: content?.nlpHeader ?? null,
      description: content?.nlpDescription ?? null,
      label: assetTypeLabels.Nlps.many,
    },
    {
      key: "step-groups",
      heading: content?.stepGrupHeader ?? null,
      description: content?.stepGroupDescription ?? null,
      label: assetTypeLabels.StepGroups.many,
    },
    {
      key: "elements",
      heading: content?.elemntsHeader ?? null,
      description: content?.elementDescription ?? null,
      label: assetTypeLabels.Elements.many,
    },
  ];
}

/** The filter pills as they will look, inert: the real tabs come with the catalogue. */
function PillRow() {
  return (
    <div aria-hidden="true" className="-mx-1 flex gap-2 overflow-x-hidden px-1 pb-1">
      {assetFilters.map((filter, index) => (
        <span
          key={filter.value}
          className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold ${
            index === 0 ? "border-ink-700 bg-ink-700 text-white" : "border-slate-300 bg-white text-slate-700"
          }`}
        >
          {filter.label}
        </span>
      ))}
    </div>
  );
}

/**
 * What the catalogue shows until the visitor comes near it, in the prerendered
 * HTML and at hydration: its section headings (from the web-site call) over
 * grey cards, laid out as the catalogue lays out its loading state. Plain
 * markup with no tabs, carousel or requests, so hydrating it is cheap: the
 * real catalogue (Radix tabs ×3, the carousel, their effects) was ~190 ms of
 * the assets home's blocking time on a phone (docs/decisions/093).
 */
export function CataloguePlaceholder({ content }: { content: WebSiteContent | null }) {
  return (
    <div>
      {sectionsOf(content).map((section) => (
        // Off-screen, the browser skips laying out its grey cards (they are most of a phone's page height).
        <section key={section.key} className="py-10 [contain-intrinsic-size:auto_1400px] [content-visibility:auto]">
          <div className="max-w-3xl">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {section.heading ?? <span className="block h-8 w-56 animate-pulse rounded bg-slate-200 sm:h-9" />}
            </h2>
            {section.description === null ? (
              <span className="mt-3 block h-5 w-full max-w-lg animate-pulse rounded bg-slate-100" />
            ) : (
              <p className="mt-3 text-lg leading-relaxed text-slate-700">{section.description}</p>
            )}
          </div>
          {section.key === "most-used" ? (
            <AssetCardSkeletonGrid
              count={4}
              label={`Loading ${section.label}`}
              className="mt-6 grid gap-5 min-[480px]:grid-cols-2 min-[600px]:grid-cols-3 lg:grid-cols-4"
            />
          ) : (
            <div className="mt-6">
              <PillRow />
              <AssetCardSkeletonGrid count={8} label={`Loading ${section.label}`} className={`mt-6 ${cardGridClass}`} />
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
