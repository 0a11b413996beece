import { z } from "zod";

/** gray-matter reads an unquoted ISO date as a Date; keep it as YYYY-MM-DD. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date().refine((date) => date >= "2023-01-01" && date <= "2025-12-31", "releases are dated 2023 to 2025"),
);

/** The front matter of content/release-notes/<major>.<minor>.md; anything else in it is an error. */
export const ReleaseNoteFrontMatterSchema = z.strictObject({
  version: z.string().regex(/^\d+\.\d+$/, 'write the version as "major.minor", e.g. "2.2"'),
  date: isoDate,
  title: z.string().trim().min(10).max(70),
  summary: z.string().trim().min(110).max(200),
});
export type ReleaseNoteFrontMatter = z.infer<typeof ReleaseNoteFrontMatterSchema>;
