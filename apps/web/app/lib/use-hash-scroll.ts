import { useEffect } from "react";
import { useLocation } from "react-router";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * Scrolls smoothly to the element the URL's hash names: on load, and on every
 * navigation to a hash while the page stays mounted (a header menu link to
 * /{brand}-assets#domain_assets clicked on that page, or an in-page link).
 * SPEC section 2 asks for this on the assets, cloud and crowd pages.
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
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" });
  }, [hash, key]);
}
