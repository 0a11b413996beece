import type { AssetListItem, AssetType } from "@ignitest/contracts";
import { AssetCard } from "./asset-card";
import { AssetCardSkeletonGrid } from "./asset-card-skeleton";
import { EmptyState } from "./empty-state";
import { ViewAllCard } from "./view-all-card";

export const cardGridClass = "grid gap-5 sm:grid-cols-2 lg:grid-cols-4";

type CardGridProps = {
  items: readonly AssetListItem[];
  loading: boolean;
  types: readonly AssetType[];
  /** Read by screen readers while loading, e.g. "Loading NLPs". */
  loadingLabel: string;
  skeletons?: number;
  /** Cap the cards and end with a View All card when there are more (docs/product/pages-and-routes.md#section-lists). */
  viewAll?: { href: string; label: string; limit: number };
};

/** Skeletons while loading, the empty state when nothing came back, else the cards. */
export function CardGrid({ items, loading, types, loadingLabel, skeletons = 8, viewAll }: CardGridProps) {
  if (loading) return <AssetCardSkeletonGrid count={skeletons} label={loadingLabel} className={cardGridClass} />;
  if (items.length === 0) return <EmptyState />;
  const showViewAll = viewAll !== undefined && items.length > viewAll.limit;
  const shown = showViewAll ? items.slice(0, viewAll.limit) : items;
  return (
    <ul className={cardGridClass}>
      {shown.map((card) => (
        <li key={card.id}>
          <AssetCard card={card} types={types} />
        </li>
      ))}
      {showViewAll ? (
        <li>
          <ViewAllCard href={viewAll.href} label={viewAll.label} />
        </li>
      ) : null}
    </ul>
  );
}
