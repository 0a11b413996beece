import type { Page } from "@playwright/test";

export { promptsBelongOn } from "../../apps/web/app/features/prompts/eligibility.ts";

/** The two timed prompts (apps/web/app/features/prompts). */
export const promptSelector = "dialog[data-prompt]";

/** Past both prompts' timers: the demo prompt's 3 s and the chat popup's 10 s (docs/product/blocks.md#chat-popup). */
export const PAST_BOTH_PROMPTS_MS = 10_500;

/**
 * Every visible link, button and form field of the viewport (outside the
 * prompts) whose centre is not itself: the element at the centre of one of its
 * boxes (document.elementFromPoint) is neither the control nor inside it. A centre
 * clipped away by a scrolling or overflow-hidden ancestor is not visible and
 * not checked, nor is one scrolled under the sticky site header. Waits two
 * frames first, so a prompt placed after a resize has moved. Issue 30, item 3: the prompts never cover a link, button or field.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async (prompts) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const name = (element: Element | null) => {
      if (!element) return "nothing";
      const text = (element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${text ? ` "${text}"` : ""}`;
    };
    const clippedAway = (element: Element, x: number, y: number) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === "visible") continue;
        const box = parent.getBoundingClientRect();
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
      }
      return false;
    };
    // The site's sticky header: what has scrolled under it is out of view, not covered by a prompt.
    const siteHeader = document.querySelector("header[data-tone]");
    const headerBottom = siteHeader?.getBoundingClientRect().bottom ?? 0;
    const covered: string[] = [];
    for (const element of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')) {
      if (element.closest(prompts)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Each of its boxes: a link that wraps has one a line, and the centre of their union may be between them.
      for (const box of element.getClientRects()) {
        if (box.width < 2 || box.height < 2) continue;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        // The layout viewport, without a scroll bar, less its last pixel (elementFromPoint rounds, and finds nothing past it).
        const { clientWidth, clientHeight } = document.documentElement;
        if (x < 0 || y < 0 || x > clientWidth - 1 || y > clientHeight - 1) continue;
        if (clippedAway(element, x, y)) continue;
        if (y < headerBottom && !siteHeader?.contains(element)) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === element || element.contains(hit))) continue;
        covered.push(`${name(element)} under ${name(hit)}`);
        break;
      }
    }
    return covered;
  }, promptSelector);
}
