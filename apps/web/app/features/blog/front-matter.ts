import { z } from "zod";
import { datedFrontMatter } from "../../lib/dated-front-matter";
import { blogAuthors, blogTags, coverMotifs } from "./taxonomy";

/** Articles may be dated from this day up to the build date (content/blogs/README.md). */
export const earliestDate = "2023-01-10";
const isoDate = datedFrontMatter(earliestDate);

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
