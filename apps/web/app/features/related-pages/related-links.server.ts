import { withBrand } from "@ignitest/contracts";
import type { RelatedLink } from "~/components/page/related-pages";
import { pageCopy } from "~/page-copy/pages.server";
import { pickRelated } from "./pick-related";

/** Build time: the related row for a page, with each sibling's eyebrow, h1 and description from its copy. */
export function relatedLinks(template: string): { heading: string; links: RelatedLink[] } | null {
  const pick = pickRelated(template);
  if (!pick) return null;
  const links = pick.templates.map((sibling) => {
    const path = withBrand(sibling);
    const page = pageCopy(path);
    if (!page) throw new Error(`content/pages has no copy for ${path}, a related page of ${template}`);
    return { path, eyebrow: page.eyebrow, title: page.h1, summary: page.description };
  });
  return { heading: pick.heading, links };
}
