type StarRatingProps = { value: number; max?: 5 };

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

/** A read-only star rating with half-star precision (SPEC section 1). */
export function StarRating({ value, max = 5 }: StarRatingProps) {
  const rating = roundToHalf(value, max);
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max}`} className="inline-flex items-center gap-0.5">
      {starFills(rating, max).map((fill, index) => (
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
      ))}
    </span>
  );
}
