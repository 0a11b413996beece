/**
 * A finger on the device, dispatched in the frame's own realm as a phone's
 * browser sends it (docs/playground.md#mobile-devices): pointer events with
 * `pointerType: "touch"` and touch events, then, for a tap that no touch
 * listener cancelled, the compatibility mouse events and the click. A swipe
 * moves the finger in steps; unless a touchmove is cancelled or the
 * element's `touch-action` forbids that direction, the browser pans the
 * nearest scroller that can move that way (and sends the page
 * `pointercancel`), else the page gets every `pointermove` and the
 * `pointerup` (a carousel's drag).
 */
import type { Layout } from "./layout";

type FrameWindow = Window & typeof globalThis;
type Point = { x: number; y: number };

const POINTER = { pointerId: 2, pointerType: "touch", isPrimary: true, width: 12, height: 12, pressure: 0.5 };

function win(el: Element): FrameWindow {
  return el.ownerDocument.defaultView as FrameWindow;
}

function pointerEvent(el: Element, type: string, at: Point, buttons: number): boolean {
  const view = win(el);
  const bubbles = !type.endsWith("enter") && !type.endsWith("leave");
  const Ctor = view.PointerEvent ?? view.MouseEvent;
  const init = { bubbles, cancelable: bubbles, composed: true, view, clientX: at.x, clientY: at.y, button: 0, buttons };
  return el.dispatchEvent(new Ctor(type, { ...init, ...POINTER }));
}

function mouseEvent(el: Element, type: string, at: Point, buttons: number): boolean {
  const view = win(el);
  const bubbles = !type.endsWith("enter");
  const init = { bubbles, cancelable: bubbles, composed: true, view, clientX: at.x, clientY: at.y, button: 0, buttons };
  return el.dispatchEvent(new view.MouseEvent(type, { ...init, detail: 1 }));
}

/** A touch event; false when a listener cancelled it. Without Touch (jsdom) the event carries no touch points. */
function touchEvent(el: Element, type: string, at: Point, ended = false): boolean {
  const view = win(el);
  if (!view.TouchEvent) return true;
  const init: TouchEventInit = { bubbles: true, cancelable: true, composed: true, view };
  if (typeof view.Touch === "function") {
    const touch = new view.Touch({ identifier: POINTER.pointerId, target: el, clientX: at.x, clientY: at.y });
    Object.assign(init, {
      touches: ended ? [] : [touch],
      targetTouches: ended ? [] : [touch],
      changedTouches: [touch],
    });
  }
  return el.dispatchEvent(new view.TouchEvent(type, init));
}

const FOCUSABLE = "a[href],button,input,select,textarea,summary,[tabindex],[contenteditable='true']";

/** One finger taps `el` at its centre. */
export function tap(el: Element, layout: Layout): void {
  const at = layout.centre(el);
  pointerEvent(el, "pointerover", at, 0);
  pointerEvent(el, "pointerenter", at, 0);
  pointerEvent(el, "pointerdown", at, 1);
  const started = touchEvent(el, "touchstart", at);
  pointerEvent(el, "pointerup", at, 0);
  pointerEvent(el, "pointerout", at, 0);
  pointerEvent(el, "pointerleave", at, 0);
  const ended = touchEvent(el, "touchend", at, true);
  // A cancelled touchstart or touchend means no mouse events and no click, as in a phone's browser.
  if (!started || !ended) return;
  mouseEvent(el, "mouseover", at, 0);
  mouseEvent(el, "mousemove", at, 0);
  if (mouseEvent(el, "mousedown", at, 1)) {
    const focusable = el.closest(FOCUSABLE) as HTMLElement | null;
    if (focusable && focusable !== el.ownerDocument.activeElement) focusable.focus();
  }
  mouseEvent(el, "mouseup", at, 0);
  mouseEvent(el, "click", at, 0);
}

export type Direction = "up" | "down" | "left" | "right";

/** Whether `touch-action` on `el` lets the browser pan along `axis`. */
function panAllowed(el: Element, axis: "x" | "y"): boolean {
  const value = win(el).getComputedStyle(el).touchAction || "auto";
  if (value === "auto" || value === "manipulation") return true;
  if (value === "none") return false;
  return axis === "x" ? /pan-(x|left|right)/.test(value) : /pan-(y|up|down)/.test(value);
}

/** The element the browser would pan for a finger moving by (dx, dy) from `from`, or null. */
function pannable(from: Element, dx: number, dy: number): Element | null {
  const axis = Math.abs(dx) > Math.abs(dy) ? "x" : "y";
  const doc = from.ownerDocument;
  const root = doc.scrollingElement ?? doc.documentElement;
  for (let el: Element | null = from; el; el = el.parentElement) {
    if (!panAllowed(el, axis)) return null;
    const style = win(el).getComputedStyle(el);
    const overflow = axis === "x" ? style.overflowX : style.overflowY;
    const scrolls = el === root || ["auto", "scroll"].includes(overflow);
    if (!scrolls) continue;
    // The finger moves one way, the content the other.
    const delta = axis === "x" ? -dx : -dy;
    const position = axis === "x" ? el.scrollLeft : el.scrollTop;
    const room = axis === "x" ? el.scrollWidth - el.clientWidth : el.scrollHeight - el.clientHeight;
    if ((delta > 0 && position < room - 0.5) || (delta < 0 && position > 0.5)) return el;
  }
  return null;
}

/** Where a swipe starts and ends inside `box`: across 70 % of it, in the finger's direction. */
export function swipePath(
  box: DOMRect | { left: number; top: number; width: number; height: number },
  direction: Direction,
) {
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const dx = box.width * 0.35;
  const dy = box.height * 0.35;
  const paths: Record<Direction, [Point, Point]> = {
    left: [
      { x: cx + dx, y: cy },
      { x: cx - dx, y: cy },
    ],
    right: [
      { x: cx - dx, y: cy },
      { x: cx + dx, y: cy },
    ],
    up: [
      { x: cx, y: cy + dy },
      { x: cx, y: cy - dy },
    ],
    down: [
      { x: cx, y: cy - dy },
      { x: cx, y: cy + dy },
    ],
  };
  return paths[direction];
}

const STEPS = 10;

/**
 * One finger from `from` to `to`, starting on `el` (a touch stays with the element it started on).
 * Returns what moved: "panned" when the browser scrolled, "dragged" when the page got the moves.
 */
export function swipe(el: Element, from: Point, to: Point): "panned" | "dragged" {
  pointerEvent(el, "pointerover", from, 0);
  pointerEvent(el, "pointerenter", from, 0);
  pointerEvent(el, "pointerdown", from, 1);
  let cancelled = !touchEvent(el, "touchstart", from);
  const scroller = pannable(el, to.x - from.x, to.y - from.y);
  let panning = false;
  let last = from;
  for (let step = 1; step <= STEPS; step++) {
    const at = { x: from.x + ((to.x - from.x) * step) / STEPS, y: from.y + ((to.y - from.y) * step) / STEPS };
    cancelled = !touchEvent(el, "touchmove", at) || cancelled;
    if (scroller && !cancelled) {
      if (!panning) pointerEvent(el, "pointercancel", at, 0);
      panning = true;
      scroller.scrollBy({ left: -(at.x - last.x), top: -(at.y - last.y), behavior: "instant" });
    } else if (!panning) {
      pointerEvent(el, "pointermove", at, 1);
    }
    last = at;
  }
  if (!panning) {
    pointerEvent(el, "pointerup", to, 0);
    pointerEvent(el, "pointerout", to, 0);
    pointerEvent(el, "pointerleave", to, 0);
  }
  touchEvent(el, "touchend", to, true);
  return panning ? "panned" : "dragged";
}
