import type { HastElement, HastRoot } from "./hast";
import { textOf } from "./hast";

/**
 * A rehype step for docs pages: every table goes into a region that scrolls
 * sideways, so a wide settings table never squeezes its words apart or pushes
 * the page wider than a phone. The region is focusable (keyboard users can
 * scroll it) and named after the heading above the table.
 */
export function rehypeDocTables() {
  return () => (tree: HastRoot) => {
    let heading = "";
    const visit = (parent: HastRoot | HastElement) => {
      parent.children = parent.children.map((child) => {
        if (child.type !== "element") return child;
        if (/^h[2-6]$/.test(child.tagName)) heading = textOf(child).trim();
        if (child.tagName !== "table") {
          visit(child);
          return child;
        }
        return {
          type: "element",
          tagName: "div",
          properties: {
            className: ["table-scroll"],
            role: "region",
            tabIndex: 0,
            ariaLabel: heading ? `Table: ${heading}` : "Table",
          },
          children: [child],
        } satisfies HastElement;
      });
    };
    visit(tree);
  };
}
