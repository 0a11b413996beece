import { z } from "zod";
import { blogAuthors, blogTags, coverMotifs } from "./taxonomy";

/** Articles may be dated inside this window (content/blogs/README.md). */
export const earliestDate = "2023-01-10";
export const latestDate = "2026-11-15";

/** gray-matter reads an unquoted ISO date as a Date; compare and keep it as YYYY-MM-DD. */
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso
    .date()
    .refine((date) => date >= earliestDate && date <= latestDate, `must be between ${earliestDate} and ${latestDate}`),
);

/** The front matter of content/blogs/<slug>.md; anything else in it is an error. */
export const BlogFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(30).max(80),
  description: z.string().trim().min(110).max(160),
  date: isoDate,
  author: z.enum(Object.keys(blogAuthors)),
  tags: z
    .array(z.enum(Object.keys(blogTags)))
    .min(1)
    .max(4)
    .refine((tags) => new Set(tags).size === tags.length, "must not repeat a tag"),
  cover: z.enum(coverMotifs),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;

/** File names become URL segments under /blogs; these are taken by the listing and the feeds. */
export const reservedSlugs = new Set(["tag", "page", "rss.xml", "atom.xml"]);
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
