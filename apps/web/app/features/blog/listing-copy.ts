import { site } from "@ignitest/contracts";
import { inSentence } from "~/lib/heading-case";
import type { BlogListing } from "./types";

type BannerCopy = { title: string; description: string; eyebrow: string; h1: string; lead: string };

/**
 * Title, description and banner of one listing page. Page 1 of /blogs uses
 * the copy from content/pages; tag pages and later pages say what they hold,
 * so no two listing URLs share a title or description.
 */
export function listingCopy(listing: BlogListing, base: BannerCopy): BannerCopy {
  const { tag, page, pageCount, total } = listing;
  const pageSuffix = page > 1 ? `, page ${page} of ${pageCount}` : "";
  if (!tag) {
    if (page === 1) return base;
    return {
      ...base,
      title: `${site.name} Blog: test automation articles${pageSuffix} | ${site.name}`,
      description: `Page ${page} of ${pageCount} of the ${site.name} blog: ${total} articles on test automation for enterprise QA teams, newest first.`,
      eyebrow: `Blog · Page ${page} of ${pageCount}`,
    };
  }
  const noun = total === 1 ? "article" : "articles";
  return {
    title: `${tag.label} articles${pageSuffix} | ${site.name} Blog`,
    description: `${total} ${noun} on ${tag.label} for QA teams from the ${site.name} blog, newest first${page > 1 ? ` (page ${page} of ${pageCount})` : ""}.`,
    eyebrow: page > 1 ? `Blog · Page ${page} of ${pageCount}` : "Blog",
    h1: `Articles on ${inSentence(tag.label)}`,
    lead: `${total} ${noun} from the ${site.name} blog tagged ${tag.label}, newest first. Choose another tag below, or see all articles.`,
  };
}
