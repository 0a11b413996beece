/** What an action needs from the run: the frame, layout, timeouts, the stop signal (docs/playground.md#runner). */
import type { Locator } from "../model";
import type { Layout } from "./layout";
import { formatLocator } from "./locator-format";
import { resolveLocator } from "./resolve-locator";
import { type Attempt, type Failure, retry } from "./wait";

export interface ActionContext {
  frame: HTMLIFrameElement;
  layout: Layout;
  /** How long an action waits for its element, or a check for its condition. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Loads `url` in the frame and resolves once the frame's load event has fired. */
  navigate: (frame: HTMLIFrameElement, url: string) => Promise<void>;
}

export type ActionOutcome =
  | { status: "passed"; note?: string; picture?: string; baseline?: string }
  | { status: "failed"; failure: Failure; picture?: string };

export function frameDocument(ctx: ActionContext): Document | undefined {
  return ctx.frame.contentDocument ?? undefined;
}

/** `<button class="primary">`: enough to tell which element covered another. */
export function describeElement(el: Element): string {
  const id = el.id ? ` id="${el.id}"` : "";
  const cls = el.getAttribute("class") ? ` class="${el.getAttribute("class")}"` : "";
  return `<${el.localName}${id}${cls}>`;
}

export interface TargetNeeds {
  visible?: boolean;
  enabled?: boolean;
  /** A pointer at its centre must reach it (not covered by a modal or an overlay). */
  hittable?: boolean;
}

/** One look for exactly one matching element that meets `needs`. */
export function findTarget(ctx: ActionContext, target: Locator, needs: TargetNeeds): Attempt<Element> {
  const doc = frameDocument(ctx);
  const where = formatLocator(target);
  if (!doc) return { ok: false, failure: { reason: "The frame has no page loaded." } };
  const matches = resolveLocator(doc, target);
  if (matches.length === 0) return { ok: false, failure: { reason: `The locator ${where} found no element.` } };
  if (matches.length > 1) {
    return {
      ok: false,
      failure: {
        reason: `The locator ${where} found ${matches.length} elements; the step needs exactly one.`,
        expected: "1 element",
        actual: `${matches.length} elements`,
      },
    };
  }
  const el = matches[0] as Element;
  if (needs.visible && !ctx.layout.isVisible(el)) {
    return { ok: false, failure: { reason: `The element ${where} is not visible.` } };
  }
  if (needs.enabled && (el.matches(":disabled") || el.getAttribute("aria-disabled") === "true")) {
    return { ok: false, failure: { reason: `The element ${where} is disabled.` } };
  }
  if (needs.hittable) {
    scrollIntoFrameView(el);
    const hit = ctx.layout.hitTest(el);
    const reaches = !hit || el.contains(hit) || (hit.localName === "label" && (hit as HTMLLabelElement).control === el);
    if (!reaches) {
      return { ok: false, failure: { reason: `The element ${where} is covered by ${describeElement(hit)}.` } };
    }
  }
  return { ok: true, value: el };
}

/**
 * Scrolls the element's own window (the frame) until the element is in view,
 * as a user would before clicking it. Not `scrollIntoView`: that scrolls every
 * ancestor, the playground's page around the frame included.
 */
function scrollIntoFrameView(el: Element) {
  const view = el.ownerDocument.defaultView;
  if (!view) return;
  const box = el.getBoundingClientRect();
  const inView = box.top >= 0 && box.left >= 0 && box.bottom <= view.innerHeight && box.right <= view.innerWidth;
  if (inView) return;
  view.scrollBy(box.left + box.width / 2 - view.innerWidth / 2, box.top + box.height / 2 - view.innerHeight / 2);
}

/** Waits (up to the timeout) for exactly one matching element that meets `needs`. */
export function waitForTarget(ctx: ActionContext, target: Locator, needs: TargetNeeds, timeoutMs = ctx.timeoutMs) {
  return retry(() => findTarget(ctx, target, needs), { timeoutMs, signal: ctx.signal });
}

/** Loads `url` in the frame and waits for its load event (no wait for a change of the hash alone). */
export function navigateFrame(frame: HTMLIFrameElement, url: string, timeoutMs = 15_000): Promise<void> {
  const view = frame.contentWindow;
  const current = view?.location.href;
  const next = new URL(url, current && current !== "about:blank" ? current : frame.ownerDocument.baseURI);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The page ${url} did not load within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (current && next.href.split("#")[0] === current.split("#")[0] && next.hash !== "") {
      view?.location.assign(next.href);
      return done();
    }
    frame.addEventListener("load", done, { once: true });
    if (view && current !== "about:blank") view.location.assign(next.href);
    else frame.src = next.href;
  });
}
