import { allPages } from "~/page-copy/pages.server";

/** The industry each case study speaks to, by its path's last segment. */
const industries: Record<string, string> = {
  ecommerce: "Ecommerce",
  edtech: "Edtech",
  trading: "Trading",
  healthcare: "Healthcare",
  "media-and-entertainment": "Media and entertainment",
  insurance: "Insurance",
  "streamwave-media": "Streaming media",
};

export type CaseStudySummary = { path: string; industry: string; title: string; lead: string; result: string };

/** Every case study under /case-studies/, with its headline result, for the index page. Build time. */
export function caseStudySummaries(): CaseStudySummary[] {
  return [...allPages().values()]
    .filter((page) => page.path.startsWith("/case-studies/"))
    .map((page) => {
      const slug = page.path.split("/").pop() ?? "";
      const results = page.sections.find((section) => section.id === "results");
      return {
        path: page.path,
        industry: industries[slug] ?? page.eyebrow ?? "Case study",
        title: page.h1,
        lead: page.lead,
        result: results?.bullets?.[0] ?? results?.body ?? "",
      };
    });
}
