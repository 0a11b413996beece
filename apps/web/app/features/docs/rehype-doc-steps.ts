import type { HastRoot } from "./hast";
import { elementsOf } from "./hast";

/**
 * A rehype step for docs pages: every item of an ordered list carries its
 * own step number in `data-step`, which the badge in components/page/prose-body.css shows.
 * A CSS counter would restart at 1 after a table or image splits a list,
 * though markdown gives the second list `start="5"`; the number written here
 * honours `start` (and an item's own `value`), with no inline style for the
 * CSP to allow.
 */
export function rehypeDocSteps() {
  return () => (tree: HastRoot) => {
    for (const list of elementsOf(tree)) {
      if (list.tagName !== "ol") continue;
      let step = Number(list.properties.start ?? 1);
      if (!Number.isFinite(step)) step = 1;
      for (const item of list.children) {
        if (item.type !== "element" || item.tagName !== "li") continue;
        const own = item.properties.value;
        if (own !== undefined && Number.isFinite(Number(own))) step = Number(own);
        item.properties.dataStep = String(step);
        step += 1;
      }
    }
  };
}
