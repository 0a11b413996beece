import { allPages } from "~/page-copy/pages.server";
import { industries, labels } from "../../../../../content/pages/case-studies";

export type CaseStudySummary = { path: string; industry: string; title: string; lead: string; result: string };

/** Every case study under /case-studies/, with its headline result, for the index page. Build time. */
export function caseStudySummaries(): CaseStudySummary[] {
  return [...allPages().values()]
    .filter((page) => page.path.startsWith("/case-studies/"))
    .map((page) => {
      const results = page.sections.find((section) => section.id === "results");
      return {
        path: page.path,
        industry: industries[page.path] ?? page.eyebrow ?? labels.fallbackIndustry,
        title: page.h1,
        lead: page.lead,
        result: results?.bullets?.[0] ?? results?.body ?? "",
      };
    });
}
