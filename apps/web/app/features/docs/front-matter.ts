import { z } from "zod";
import { datedFrontMatter } from "../../lib/dated-front-matter";

/** Docs pages may be dated from this day up to the build date (content/docs/README.md). */
export const earliestDocDate = "2025-06-01";
const isoDate = datedFrontMatter(earliestDocDate);

/** The front matter of content/docs/<section>/<page>.md; anything else in it is an error. */
export const DocFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(70),
  description: z.string().trim().min(110).max(160),
  order: z.int().min(1).max(99),
  lastUpdated: isoDate,
});
export type DocFrontMatter = z.infer<typeof DocFrontMatterSchema>;

/** File names become the last URL segment: lowercase words joined by hyphens. */
export const docSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
