import { z } from "zod";

/** One page's copy in content/pages/*.json. Validated at build time. */
export const PageSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]+$/, "section ids are lower-case anchors"),
  heading: z.string().min(3),
  body: z.string().min(20),
  bullets: z.array(z.string().min(3)).optional(),
});

export const PageCopySchema = z.object({
  path: z.string().startsWith("/"),
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  eyebrow: z.string().min(2).optional(),
  h1: z.string().min(3),
  lead: z.string().min(20),
  headerStyle: z.literal("position").optional(),
  sections: z.array(PageSectionSchema).default([]),
});

export type PageSection = z.infer<typeof PageSectionSchema>;
export type PageCopy = z.infer<typeof PageCopySchema>;
