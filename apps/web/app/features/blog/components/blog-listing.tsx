import { useId } from "react";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { inSentence } from "~/lib/heading-case";
import type { BlogListing as Listing } from "../types";
import { ArticleCard } from "./article-card";
import { FeedLinks } from "./feed-links";
import { Pagination } from "./pagination";
import { TagFilter } from "./tag-filter";

type BlogListingProps = {
  listing: Listing;
  banner: { eyebrow: string; h1: string; lead: string };
  /** Articles in the whole blog, for the "All articles" count. */
  totalArticles: number;
};

/** A listing page: banner, tag filter, a grid of twelve articles and the page links. */
export function BlogListing({ listing, banner, totalArticles }: BlogListingProps) {
  const resultsId = useId();
  return (
    <>
      <PageBanner eyebrow={banner.eyebrow} title={banner.h1} lead={banner.lead} />
      <div className="container-page py-10 sm:py-14">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
          <TagFilter tags={listing.tags} current={listing.tag?.id ?? null} total={totalArticles} />
          <FeedLinks />
        </div>
        <h2 id={resultsId} className="sr-only">
          {listing.tag ? `Articles on ${inSentence(listing.tag.label)}` : "All articles"}, page {listing.page} of{" "}
          {listing.pageCount}
        </h2>
        <ul aria-labelledby={resultsId} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listing.articles.map((article) => (
            <li key={article.slug} className="flex">
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
        <Pagination tag={listing.tag?.id} page={listing.page} pageCount={listing.pageCount} />
      </div>
      <ReadyToExplore />
    </>
  );
}
