import type { AssetType } from "@ignitest/contracts";
import { useId } from "react";
import { useMostUsed } from "../hooks/use-most-used";
import { AssetCardSkeletonGrid } from "./asset-card-skeleton";
import { EmptyState } from "./empty-state";
import { MostUsedCarousel } from "./most-used-carousel";
import { SectionHeading } from "./section-heading";

/** The carousel's slides a view (4, 3 under 1024 px, 2 under 600 px, 1 under 480 px), as grey cards. */
export const mostUsedSkeletonClass = "grid gap-5 min-[480px]:grid-cols-2 min-[600px]:grid-cols-3 lg:grid-cols-4";

type MostUsedSectionProps = {
  types: readonly AssetType[];
  /** Cards cannot route until the asset types are known, so they wait for them. */
  typesSettled: boolean;
  heading: string | null;
  description: string | null;
};

/** The Most Used Assets section: skeletons, then the carousel, or the empty state. */
export function MostUsedSection({ types, typesSettled, heading, description }: MostUsedSectionProps) {
  const { items, loading } = useMostUsed();
  const headingId = useId();
  const waiting = loading || (!typesSettled && types.length === 0);
  const header = (
    <SectionHeading id={headingId} heading={heading} loadingLabel="Most used assets" description={description} />
  );
  let body: React.ReactNode;
  if (waiting) {
    body = (
      <>
        {header}
        <AssetCardSkeletonGrid
          count={4}
          label="Loading the most used assets"
          className={`mt-6 ${mostUsedSkeletonClass}`}
        />
      </>
    );
  } else if (items.length === 0) {
    body = (
      <>
        {header}
        <EmptyState className="mt-6" />
      </>
    );
  } else {
    body = <MostUsedCarousel items={items} types={types} label={heading ?? "Most used assets"} header={header} />;
  }
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" className="py-10">
      {body}
    </section>
  );
}
