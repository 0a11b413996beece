import { useEffect } from "react";
import { useLocation } from "react-router";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scrolls smoothly to the element the URL's hash names: on load, and on every
 * navigation to a hash while the page stays mounted (a header menu link to
 * /{brand}-assets#domain_assets clicked on that page, or an in-page link).
 * docs/product/pages-and-routes.md#hash-scroll asks for this on the assets, cloud and crowd pages.
 *
 * Keyed on the location's `key` as well as its hash, so choosing the same menu
 * entry again after scrolling away scrolls back. Honours
 * prefers-reduced-motion with an instant jump. The offset below the sticky
 * header comes from `scroll-padding-top` on <html> (app.css).
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` re-runs the scroll for a repeated click on the same hash
  useEffect(() => {
    if (hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const target = document.getElementById(id);
    if (!target) return;
    const behavior = prefersReducedMotion() ? "instant" : "smooth";
    target.scrollIntoView({ behavior, block: "start" });
    return keepInPlaceWhileLoading(() => target.scrollIntoView({ behavior, block: "start" }));
  }, [hash, key]);
}

/** How long after the scroll the page may still be filling in (the assets catalogue's cards load from its API). */
const SETTLE_MS = 4000;

/**
 * Content that arrives after the scroll (cards above the target, or the
 * target's own) moves it away, or first makes the page long enough to reach
 * it. Until the page settles, each change of the page's height scrolls to the
 * target again; the visitor's own wheel, touch or key ends it at once.
 */
function keepInPlaceWhileLoading(scroll: () => void): () => void {
  if (typeof ResizeObserver === "undefined") return () => {};
  let height = document.documentElement.scrollHeight;
  const observer = new ResizeObserver(() => {
    const next = document.documentElement.scrollHeight;
    if (next === height) return;
    height = next;
    scroll();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of visitorInput) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, SETTLE_MS);
  observer.observe(document.body);
  for (const type of visitorInput) window.addEventListener(type, stop, { passive: true });
  return stop;
}

const visitorInput = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
