/**
 * The section layouts (docs/design-system.md#section-layouts), without zod, so
 * the pages' JS that draws sections does not carry the schemas: "text"
 * (heading and body beside a plain list), "feature" (split: text beside a
 * product picture), "picture" (full width: the picture under the text),
 * "steps" (the bullets as numbered steps), "stats" (a band of figures),
 * "comparison" (before and after), "cards" (the bullets as a balanced grid of
 * cards), "quote" (a customer's words with their portrait), "logos" (a wall of
 * customer logos).
 */
export const sectionLayouts = [
  "text",
  "feature",
  "picture",
  "steps",
  "stats",
  "comparison",
  "cards",
  "quote",
  "logos",
] as const;

export type SectionLayout = (typeof sectionLayouts)[number];

/** The layout a section is drawn with: its own, else "feature" when it names a picture, else "text". */
export function layoutOf(section: {
  layout?: SectionLayout | undefined;
  illustration?: string | undefined;
}): SectionLayout {
  return section.layout ?? (section.illustration ? "feature" : "text");
}
