import { elementsOf, type HastRoot, textOf } from "./hast";

/** One entry of a page's table of contents: a ## (depth 2) or ### (depth 3) heading. */
export type TocHeading = { depth: 2 | 3; id: string; text: string };

/**
 * A rehype step for docs pages, run after rehype-slug has given headings
 * their ids: it collects the ## and ### headings into `headings` (the table
 * of contents) and turns each heading's text into a link to itself, so any
 * section can be linked to. Wrapping the text (rather than adding a "#" link
 * beside it) keeps the heading's accessible name equal to its visible text.
 */
export function rehypeDocHeadings(headings: TocHeading[]) {
  return () => (tree: HastRoot) => {
    for (const element of elementsOf(tree)) {
      const depth = element.tagName === "h2" ? 2 : element.tagName === "h3" ? 3 : null;
      const id = element.properties.id;
      if (depth === null || typeof id !== "string") continue;
      headings.push({ depth, id, text: textOf(element).trim() });
      element.children = [
        {
          type: "element",
          tagName: "a",
          properties: { href: `#${id}`, className: ["heading-anchor"] },
          children: element.children,
        },
      ];
    }
  };
}
