import { formatNumber } from "~/lib/format-number";

type StarRatingProps = {
  value: number;
  max?: 5;
  /**
   * How many ratings `value` is the mean of. With it the stars come with their
   * count, as catalogue sites show them (a rating without one reads as made up):
   * "compact" (cards) "4.5 (1,284)", "full" (detail panels) "4.5 out of 5 · 1,284 ratings".
   */
  count?: number;
  variant?: "compact" | "full";
};

type StarFill = "full" | "half" | "empty";

const STAR = "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z";
/** The left half of STAR, so a half star needs no clipPath id (ids collide when a page lists many ratings). */
const LEFT_HALF = "M12 2 8.91 8.26 2 9.27l5 4.87-1.18 6.88L12 17.77z";

/** Rounds to the nearest half star and clamps to 0..max; anything not a number counts as 0. */
export function roundToHalf(value: number, max = 5): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

export function starFills(rating: number, max = 5): StarFill[] {
  return Array.from({ length: max }, (_, index) => {
    const remaining = rating - index;
    if (remaining >= 1) return "full";
    return remaining >= 0.5 ? "half" : "empty";
  });
}

/** "1 rating", "1,284 ratings". */
export function ratingCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "rating" : "ratings"}`;
}

/** What a screen reader hears: "Rated 4.5 out of 5", with "from 1,284 ratings" when the count is known. */
function ratingLabel(rating: number, max: number, count?: number): string {
  const label = `Rated ${rating} out of ${max}`;
  return count === undefined ? label : `${label} from ${ratingCountLabel(count)}`;
}

/** A read-only star rating with half-star precision (docs/product/blocks.md#star-rating), with its count when given. */
export function StarRating({ value, max = 5, count, variant = "compact" }: StarRatingProps) {
  const rating = roundToHalf(value, max);
  // A rating no one gave (a row kept from before counts were recorded) shows no stars.
  if (count === 0) return <span className="text-sm text-slate-600">No ratings yet</span>;
  const text =
    count === undefined
      ? null
      : variant === "full"
        ? `${rating.toFixed(1)} out of ${max} · ${ratingCountLabel(count)}`
        : `${rating.toFixed(1)} (${formatNumber(count)})`;
  // One image with one name: the visible figures are its picture, so a screen reader hears the label once.
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, max, count)}
      className={text ? "inline-flex flex-wrap items-center gap-x-2 gap-y-1" : "inline-flex items-center"}
    >
      <span className="inline-flex items-center gap-0.5">{stars(rating, max)}</span>
      {text ? (
        <span data-rating-text className="text-sm font-medium whitespace-nowrap text-slate-700">
          {text}
        </span>
      ) : null}
    </span>
  );
}

function stars(rating: number, max: number) {
  return starFills(rating, max).map((fill, index) => (
    <svg
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list, never reordered
      key={index}
      aria-hidden="true"
      data-star={fill}
      viewBox="0 0 24 24"
      className="size-4"
    >
      <path
        d={STAR}
        className={fill === "full" ? "fill-brand-600 stroke-brand-600" : "fill-none stroke-slate-500"}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      {fill === "half" ? <path d={LEFT_HALF} className="fill-brand-600" /> : null}
    </svg>
  ));
}
