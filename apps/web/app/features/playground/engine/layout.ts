/**
 * Checks that need real layout (is it visible, what would a click at its
 * centre hit) sit behind this interface: the browser uses `browserLayout`,
 * unit tests in jsdom (which has no layout) pass a stub (docs/playground.md#runner).
 */
export interface Layout {
  /** True when the element has a box on screen and is not hidden by CSS. */
  isVisible(el: Element): boolean;
  /** The element a click at `el`'s centre would land on, or null when that cannot be told (off screen). */
  hitTest(el: Element): Element | null;
  /** The point a pointer event at `el`'s centre would carry, in its document's coordinates. */
  centre(el: Element): { x: number; y: number };
}

/**
 * The middle of the element's largest box. A link that wraps over two lines has a box per line, and
 * the middle of their bounding rectangle can fall beside both (in its heading), so a click aimed
 * there would land on the heading, not the link; a browser's user clicks the text itself.
 */
function centre(el: Element) {
  const boxes = [...el.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
  const rect =
    boxes.length > 1
      ? boxes.reduce((largest, box) => (box.width * box.height > largest.width * largest.height ? box : largest))
      : el.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

export const browserLayout: Layout = {
  isVisible(el) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const view = el.ownerDocument.defaultView;
    if (!view) return false;
    if (typeof el.checkVisibility === "function" && !el.checkVisibility({ visibilityProperty: true })) return false;
    return view.getComputedStyle(el).visibility !== "hidden";
  },
  hitTest(el) {
    const { x, y } = centre(el);
    return el.ownerDocument.elementFromPoint(x, y);
  },
  centre,
};
