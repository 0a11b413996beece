import { useId } from "react";
import { assetFilters } from "../utils/asset-filters";
import type { CatalogueSection } from "../utils/catalogue-sections";
import { AssetCardSkeletonGrid } from "./asset-card-skeleton";
import { cardGridClass } from "./card-grid";
import { mostUsedSkeletonClass } from "./most-used-section";
import { SectionHeading } from "./section-heading";

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
export function CataloguePlaceholder({ sections }: { sections: readonly CatalogueSection[] }) {
  const baseId = useId();
  return (
    <div>
      {sections.map((section) => {
        const headingId = `${baseId}-${section.typeName ?? "most-used"}`;
        return (
          // Off-screen, the browser skips laying out its grey cards (they are most of a phone's page height).
          <section
            key={headingId}
            aria-labelledby={headingId}
            className="py-10 [contain-intrinsic-size:auto_1400px] [content-visibility:auto]"
          >
            <SectionHeading
              id={headingId}
              heading={section.heading}
              loadingLabel={section.label}
              description={section.description}
            />
            {section.typeName === null ? (
              <AssetCardSkeletonGrid
                count={4}
                label={`Loading ${section.label}`}
                className={`mt-6 ${mostUsedSkeletonClass}`}
              />
            ) : (
              <div className="mt-6">
                <PillRow />
                <AssetCardSkeletonGrid
                  count={8}
                  label={`Loading ${section.label}`}
                  className={`mt-6 ${cardGridClass}`}
                />
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
