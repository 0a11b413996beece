/**
 * Test helpers: a same-origin frame holding a fixture page, and a layout stub
 * for jsdom, which has no layout (docs/playground.md#runner).
 */
import type { Layout } from "../engine/layout";

export function mountFrame(html: string, title = "Fixture"): { frame: HTMLIFrameElement; doc: Document } {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const doc = frame.contentDocument as Document;
  doc.title = title;
  doc.body.innerHTML = html;
  return { frame, doc };
}

/** Visible unless it or an ancestor is `hidden` or styled display:none / visibility:hidden. */
export const fakeLayout: Layout = {
  isVisible(el) {
    for (let node: Element | null = el; node; node = node.parentElement) {
      if (node.hasAttribute("hidden")) return false;
      const style = (node as HTMLElement).style;
      if (style?.display === "none" || style?.visibility === "hidden") return false;
    }
    return true;
  },
  hitTest: (el) => el.ownerDocument.querySelector("[data-covers]") ?? el,
  centre: () => ({ x: 10, y: 10 }),
};
