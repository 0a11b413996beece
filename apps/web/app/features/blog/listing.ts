/** Articles per listing page. */
export const articlesPerPage = 12;

export type ListingRef = { tag?: string | undefined; page?: number | undefined };

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / articlesPerPage));
}

/** An article's URL: /blogs/<slug>. */
export function articlePath(slug: string): string {
  return `/blogs/${slug}`;
}

/**
 * The prerendered URL of a listing page. Page 1 is the base path itself, so
 * /blogs/page/1 does not exist and there is one URL for each page.
 */
export function listingPath({ tag, page = 1 }: ListingRef): string {
  const base = tag ? `/blogs/tag/${tag}` : "/blogs";
  return page > 1 ? `${base}/page/${page}` : base;
}

/**
 * The page number in a /page/<n> segment: digits without a leading zero, 2 or
 * more; anything else is not a page (the route answers 404).
 */
export function parsePageParam(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  if (!/^[1-9][0-9]{0,3}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 2 ? page : null;
}

export function pageSlice<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * articlesPerPage, page * articlesPerPage);
}
