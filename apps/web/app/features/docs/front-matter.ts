import { z } from "zod";

/** Docs pages may be dated inside this window (content/docs/README.md). */
export const earliestDocDate = "2025-06-01";
export const latestDocDate = "2026-11-15";

/** gray-matter reads an unquoted ISO date as a Date; compare and keep it as YYYY-MM-DD. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso
    .date()
    .refine(
      (date) => date >= earliestDocDate && date <= latestDocDate,
      `must be between ${earliestDocDate} and ${latestDocDate}`,
    ),
);

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
