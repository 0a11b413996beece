import { useEffect, useSyncExternalStore } from "react";
import { routeTable } from "~/site/route-table";

/**
 * The rules the two timed prompts (the demo prompt and the footer's chat
 * popup) share, so they stay out of the way (issue 18, docs/decisions/063):
 * - never on a page whose point is a form or that follows one (account pages,
 *   sign-up and sign-in, thank-you pages, the demo and contact forms, the calculator);
 * - one at a time: a prompt takes the slot, the other waits until it is closed;
 * - never over a button or form field: a prompt shows only while the corner
 *   (or, on phones, the bottom strip) it would occupy holds none, checked
 *   again as the visitor scrolls.
 */
const formPages = new Set(["/schedule-demo", "/contactus", "/concurrent-execution-calculator"]);
const accountPages = new Set(routeTable.filter((entry) => entry.section === "account").map((entry) => entry.path));

export function isQuietPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return formPages.has(path) || accountPages.has(path) || path.startsWith("/thank-you");
}

export type PromptName = "demo" | "chat";
type Corner = "left" | "right";

let holder: PromptName | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the one prompt slot; false while the other prompt holds it. */
export function claimPromptSlot(name: PromptName): boolean {
  if (holder !== null && holder !== name) return false;
  holder = name;
  return true;
}

export function releasePromptSlot(name: PromptName): void {
  if (holder !== name) return;
  holder = null;
  for (const listener of listeners) listener();
}

/** Which prompt holds the slot (re-renders the waiting one when it frees). */
export function usePromptSlotHolder(): PromptName | null {
  return useSyncExternalStore(
    subscribe,
    () => holder,
    () => null,
  );
}

/** Phones: the prompts are a slim bar along the bottom edge (this tall, in px). */
export const PHONE_BAR_HEIGHT = 64;
const PHONE_MAX_WIDTH = 639;
/** Wider screens: a card this big in a bottom corner, with a 16 px margin. */
const CARD = { width: 336, height: 200, margin: 16 };

/** Where a prompt would sit, in viewport coordinates. */
function promptZone(corner: Corner): DOMRect {
  const { innerWidth: width, innerHeight: height } = window;
  if (width <= PHONE_MAX_WIDTH) return new DOMRect(0, height - PHONE_BAR_HEIGHT, width, PHONE_BAR_HEIGHT);
  const x = corner === "right" ? width - CARD.width - CARD.margin : CARD.margin;
  return new DOMRect(x, height - CARD.height - CARD.margin, CARD.width, CARD.height);
}

/** Buttons and form fields of the page (not the header's, which stays at the top). */
const TARGETS = "main .btn, main button, main input, main select, main textarea, footer .btn, footer input";

export function zoneIsClear(corner: Corner): boolean {
  const zone = promptZone(corner);
  for (const element of document.querySelectorAll(TARGETS)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const overlaps = box.left < zone.right && box.right > zone.left && box.top < zone.bottom && box.bottom > zone.top;
    if (overlaps) return false;
  }
  return true;
}

/**
 * Calls `onClear` once the prompt's place holds no button or field: at once
 * if it is clear now, else on a later scroll or resize. Active while `armed`.
 */
export function useWhenZoneClear(armed: boolean, corner: Corner, onClear: () => void) {
  useEffect(() => {
    if (!armed) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (zoneIsClear(corner)) onClear();
      });
    };
    if (zoneIsClear(corner)) onClear();
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
  }, [armed, corner, onClear]);
}

/** While a phone bar is open the page gets room below its end, so the bar never hides the last button. */
export function useRoomForPhoneBar(open: boolean) {
  useEffect(() => {
    if (!open) return;
    document.documentElement.dataset.promptBar = "open";
    return () => {
      delete document.documentElement.dataset.promptBar;
    };
  }, [open]);
}
