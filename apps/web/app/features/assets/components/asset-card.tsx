import type { AssetListItem, AssetType } from "@ignitest/contracts";
import { Link } from "react-router";
import { cardHref, typeNameOf } from "../utils/asset-links";
import { assetTypeLabels, countLabel } from "../utils/asset-type-labels";
import { AssetIcon } from "./asset-icon";
import { StarRating } from "./star-rating";

type AssetCardProps = {
  card: AssetListItem;
  /** The stored asset types, which decide where the card leads (docs/product/data.md#asset-types). */
  types: readonly AssetType[];
  /** Show the type badge: on in the mixed Most Used carousel, off inside a one-type section. */
  showType?: boolean;
};

/**
 * One catalogue card: icon, title, short description, rating with its count, and item count.
 * The title link stretches over the whole card, so the card is one click
 * target and one tab stop with a meaningful name.
 */
export function AssetCard({ card, types, showType = false }: AssetCardProps) {
  const typeName = typeNameOf(card.typeId, types);
  const href = cardHref(card, types);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-ink-600 hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-ink-600">
      <div className="flex items-start justify-between gap-3">
        <AssetIcon typeName={typeName} iconS3Path={card.iconS3Path} />
        {showType && typeName ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {assetTypeLabels[typeName].one}
          </span>
        ) : null}
      </div>
      <h3 className="mt-4 text-lg font-semibold leading-snug text-slate-900">
        {href ? (
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-ink-800 focus-visible:outline-none"
          >
            {card.title}
          </Link>
        ) : (
          card.title
        )}
      </h3>
      <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{card.shortDescription}</p>
      {/* Two lines, not one that wraps: with its count the rating leaves no room for "6 Step Groups" beside it on a narrow card, and cards in a row should read alike. */}
      <div className="mt-auto flex flex-col items-start gap-1 pt-4 text-sm">
        <StarRating value={card.rating} count={card.ratingCount} />
        {typeName ? <span className="text-slate-600">{countLabel(card.itemCount, typeName)}</span> : null}
      </div>
    </article>
  );
}
