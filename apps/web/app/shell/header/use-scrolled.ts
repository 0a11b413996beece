import { useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/**
 * Whether the page is scrolled more than `threshold` pixels
 * (docs/product/pages-and-routes.md#header-colour: more than 1 px). The server snapshot is "not
 * scrolled", so prerendered HTML and the first client render agree.
 */
export function useScrolled(threshold = 1): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
