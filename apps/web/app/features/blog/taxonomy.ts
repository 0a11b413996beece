import { z } from "zod";
import authorsJson from "../../../../../content/blogs/authors.json";
import tagsJson from "../../../../../content/blogs/tags.json";

/** The cover illustrations in public/blog-covers/<motif>.svg. */
export const coverMotifs = [
  "pipeline",
  "locator",
  "mobile",
  "api",
  "dashboard",
  "enterprise",
  "data",
  "security",
  "team",
  "cloud",
] as const;
export type CoverMotif = (typeof coverMotifs)[number];

const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const AuthorsSchema = z.record(
  z.string().regex(idPattern),
  z.strictObject({ name: z.string().min(1), role: z.string().min(1) }),
);
const TagsSchema = z.record(z.string().regex(idPattern), z.string().min(1));

/** Authors by id (content/blogs/authors.json). */
export const blogAuthors = AuthorsSchema.parse(authorsJson);
/** Tag labels by id (content/blogs/tags.json), in the file's order. */
export const blogTags = TagsSchema.parse(tagsJson);

export type BlogAuthor = { id: string; name: string; role: string };
export type BlogTag = { id: string; label: string };

export function authorById(id: string): BlogAuthor | undefined {
  const author = blogAuthors[id];
  return author ? { id, ...author } : undefined;
}

export function tagById(id: string): BlogTag | undefined {
  const label = blogTags[id];
  return label ? { id, label } : undefined;
}
