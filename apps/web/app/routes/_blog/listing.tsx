import { data } from "react-router";
import { BlogListing } from "~/features/blog/components/blog-listing";
import { blogListing, loadBlog } from "~/features/blog/content.server";
import { listingPath, parsePageParam } from "~/features/blog/listing";
import { listingCopy } from "~/features/blog/listing-copy";
import { feedLinks } from "~/features/blog/meta";
import { loadPrerendered } from "~/lib/load-prerendered";
import { pageCopy } from "~/page-copy/pages.server";
import { absoluteUrl } from "~/site/config";
import { notFoundMeta, pageMeta } from "~/site/seo";
import type { Route } from "./+types/listing";

/**
 * The blog listing at /blogs, /blogs/page/<n>, /blogs/tag/<tag> and
 * /blogs/tag/<tag>/page/<n> (routes.ts maps all of them here). Each is a
 * prerendered URL, so filtering and paging work without JavaScript.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { tag, page: rawPage } = params;
  const page = parsePageParam(rawPage);
  const listing = page === null ? null : await blogListing({ tag, page });
  // The optional segments also match look-alikes such as /blogs/tag/x/2: one URL per page.
  const canonical = listing && listingPath({ tag, page: listing.page }) === new URL(request.url).pathname;
  if (!listing || !canonical) throw data("No such blog listing page", { status: 404 });
  const base = pageCopy("/blogs");
  if (!base) throw new Error("content/pages has no copy for /blogs");
  const copy = listingCopy(listing, {
    title: base.title,
    description: base.description,
    eyebrow: base.eyebrow ?? "Blog",
    h1: base.h1,
    lead: base.lead,
  });
  return { listing, copy, totalArticles: (await loadBlog()).articles.length };
}

/** Unknown slugs, tags and pages were not prerendered: their missing data becomes a 404. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadPrerendered(serverLoader);
}

export function meta({ loaderData }: Route.MetaArgs) {
  // No data means the 404 above: keep the not-found page's title and noindex.
  if (!loaderData) return notFoundMeta();
  const { listing, copy } = loaderData;
  const tag = listing.tag?.id;
  return [
    ...pageMeta({ title: copy.title, description: copy.description, path: listingPath({ tag, page: listing.page }) }),
    ...(listing.page > 1
      ? [{ tagName: "link", rel: "prev", href: absoluteUrl(listingPath({ tag, page: listing.page - 1 })) }]
      : []),
    ...(listing.page < listing.pageCount
      ? [{ tagName: "link", rel: "next", href: absoluteUrl(listingPath({ tag, page: listing.page + 1 })) }]
      : []),
    ...feedLinks(),
  ];
}

export default function BlogListingRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListing listing={loaderData.listing} banner={loaderData.copy} totalArticles={loaderData.totalArticles} />;
}
