import { z } from "zod";
import { layoutOf, type SectionLayout, sectionLayouts } from "./section-layout";

/** How a section is drawn (section-layout.ts); missing: "feature" when it names an illustration, else "text". */
export const SectionLayoutSchema = z.enum(sectionLayouts);

/** A list item's mark: a check only for what is good; limits and problems get a neutral dot or a warning. */
export const BulletMarkSchema = z.enum(["check", "neutral", "warning"]);

export const PageSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9_-]+$/, "section ids are lower-case anchors"),
  heading: z.string().min(3),
  body: z.string().min(20),
  bullets: z.array(z.string().min(3)).optional(),
  layout: SectionLayoutSchema.optional(),
  marks: BulletMarkSchema.optional(),
  /** A product illustration's name (features/illustrations/registry.ts) for a "feature" section. */
  illustration: z.string().optional(),
  /** Figures of a "stats" section. */
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).optional(),
  /** The customer (content/customers.ts id) whose words a "quote" section shows. */
  customer: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  /** The two columns of a "comparison" section. */
  comparison: z
    .object({
      before: z.object({ title: z.string().min(3), items: z.array(z.string().min(3)).min(1) }),
      after: z.object({ title: z.string().min(3), items: z.array(z.string().min(3)).min(1) }),
    })
    .optional(),
});

export type PageSection = z.infer<typeof PageSectionSchema>;

/** What each layout needs from its section; a section without it would draw an empty block. */
const layoutNeeds: Partial<Record<SectionLayout, { field: keyof PageSection; min: number }>> = {
  feature: { field: "illustration", min: 1 },
  picture: { field: "illustration", min: 1 },
  steps: { field: "bullets", min: 2 },
  stats: { field: "stats", min: 2 },
  comparison: { field: "comparison", min: 1 },
  cards: { field: "bullets", min: 2 },
  quote: { field: "customer", min: 1 },
};

/**
 * A page's sections: each has what its layout draws, and no two neighbours
 * share a layout, so a page never reads as one template repeated
 * (docs/design-system.md#section-layouts).
 */
export const PageSectionsSchema = z.array(PageSectionSchema).superRefine((sections, context) => {
  sections.forEach((section, index) => {
    const layout = layoutOf(section);
    const need = layoutNeeds[layout];
    const value = need ? section[need.field] : undefined;
    const size = Array.isArray(value) ? value.length : value ? 1 : 0;
    if (need && size < need.min) {
      context.addIssue({
        code: "custom",
        path: [index, need.field],
        message: `section "${section.id}": a "${layout}" section needs ${need.field}`,
      });
    }
    const previous = sections[index - 1];
    if (previous && layoutOf(previous) === layout) {
      context.addIssue({
        code: "custom",
        path: [index, "layout"],
        message: `section "${section.id}" has the same layout ("${layout}") as its neighbour "${previous.id}"`,
      });
    }
  });
});

/** A page's short labels (headings, button and link texts), by name. */
export const LabelsSchema = z.record(z.string(), z.string().min(1));

export const PageCopySchema = z.object({
  path: z.string().startsWith("/"),
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  eyebrow: z.string().min(2).optional(),
  h1: z.string().min(3),
  lead: z.string().min(20),
  headerStyle: z.literal("position").optional(),
  sections: PageSectionsSchema.default([]),
  /** The page's own button and link texts, read by its route module with `pageLabel`. */
  labels: LabelsSchema.optional(),
});

export type BulletMark = z.infer<typeof BulletMarkSchema>;
export type PageCopy = z.infer<typeof PageCopySchema>;

/** An FAQ entry of a page (docs/product/data.md#faq-item): plain text, since it is also the FAQPage JSON-LD. */
export const FaqItemSchema = z.object({ question: z.string().min(10).endsWith("?"), answer: z.string().min(40) });

/** One of a page's labels; a missing one fails the build, never shows as a blank button. */
export function pageLabel(page: PageCopy, key: string): string {
  const label = page.labels?.[key];
  if (label === undefined) throw new Error(`content/pages: ${page.path} has no label "${key}"`);
  return label;
}
