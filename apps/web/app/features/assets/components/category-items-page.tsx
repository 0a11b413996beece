import type { AssetTypeName, SubCategoryItem } from "@ignitest/contracts";
import { useId } from "react";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import type { PageCopy } from "~/page-copy/page-copy";
import { useCategoryItems } from "../hooks/use-category-items";
import { useQueryId } from "../hooks/use-query-id";
import { viewAllHref } from "../utils/asset-links";
import { assetTypeLabels, countLabel } from "../utils/asset-type-labels";
import { AssetCardSkeletonGrid } from "./asset-card-skeleton";
import { AssetsBreadcrumb } from "./assets-breadcrumb";
import { ElementItemCard } from "./element-item-card";
import { EmptyState } from "./empty-state";
import { NlpList } from "./nlp-list";
import { StarRating } from "./star-rating";
import { StepGroupItemCard } from "./step-group-item-card";

const itemGridClass = "grid items-start gap-4 md:grid-cols-2";

function ItemList({ items }: { items: readonly SubCategoryItem[] }) {
  const nlps = items.filter((item) => item.kind === "nlp");
  if (nlps.length > 0) return <NlpList items={nlps} />;
  return (
    <ul className={itemGridClass}>
      {items.map((item) => (
        <li key={item._id}>
          {item.kind === "element" ? <ElementItemCard item={item} /> : null}
          {item.kind === "stepGroup" ? <StepGroupItemCard item={item} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The card's rating, its count and how many items it holds: "★★★★½ 4.5 out of 5 · 1,284 ratings · 27 NLPs". */
function CategoryRatingLine({ rating, ratingCount, items }: { rating: number; ratingCount: number; items: string }) {
  return (
    // On a phone the item count takes a line of its own rather than wrapping after a dangling "·".
    <p className="flex flex-col items-start gap-1 rounded-2xl bg-white px-4 py-2 text-sm font-medium text-slate-800 sm:flex-row sm:items-center sm:gap-3 sm:rounded-full sm:py-1.5">
      <StarRating value={rating} count={ratingCount} variant="full" />
      <span aria-hidden="true" className="hidden sm:inline">
        ·
      </span>
      <span>{items}</span>
    </p>
  );
}

/**
 * /nlp's-list, /elements-list and /stepgroup-list: the items inside one card,
 * named by `?id=`. The banner's h1 reads the page copy until the card loads,
 * then the card's title. A missing or unknown id shows the empty state.
 */
export function CategoryItemsPage({ typeName, copy }: { typeName: AssetTypeName; copy: PageCopy }) {
  const id = useQueryId();
  const { data, loading } = useCategoryItems(id, typeName);
  const headingId = useId();
  const plural = assetTypeLabels[typeName].many;
  const category = data?.category;

  let body: React.ReactNode;
  if (loading) {
    body = <AssetCardSkeletonGrid count={6} label={`Loading ${plural}`} className={itemGridClass} />;
  } else if (!data || data.items.length === 0) {
    body = <EmptyState />;
  } else {
    body = <ItemList items={data.items} />;
  }

  return (
    <>
      <PageBanner
        eyebrow={copy.eyebrow}
        title={category?.title ?? copy.h1}
        lead={category?.description ?? copy.lead}
        // The page copy shows until the card arrives with its own title and description (160–280 characters):
        // room for the longest of them, so the list below does not move when they swap (CLS, issue 14).
        titleClassName="min-h-[2lh] sm:min-h-0"
        leadClassName="min-h-[7lh] sm:min-h-[4lh]"
      >
        {category ? (
          <CategoryRatingLine
            rating={category.rating}
            ratingCount={category.ratingCount}
            items={countLabel(category.itemCount, typeName)}
          />
        ) : id !== null && (loading || id === undefined) ? (
          // The rating line's room, kept while the card loads (with figures as wide as most cards'),
          // so the page below does not jump when it arrives, even where the line wraps on a phone.
          <div aria-hidden="true" className="invisible">
            <CategoryRatingLine rating={5} ratingCount={8888} items={countLabel(88, typeName)} />
          </div>
        ) : null}
      </PageBanner>
      <section aria-labelledby={headingId} className="container-page py-10 sm:py-14">
        <AssetsBreadcrumb
          trail={[{ label: plural, href: viewAllHref(typeName, "all") }, { label: category?.title ?? copy.h1 }]}
        />
        <h2 id={headingId} className="mt-4 mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {plural} in this category
        </h2>
        {body}
      </section>
      <div className="border-t border-slate-200">
        <PageSections sections={copy.sections} />
      </div>
      <ReadyToExplore />
    </>
  );
}
