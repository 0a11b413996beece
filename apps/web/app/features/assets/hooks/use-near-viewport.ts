import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport, or a key
 * was pressed (a keyboard or screen-reader user may move past it without
 * scrolling it near), and from then on. The assets home's catalogue mounts
 * here: on a phone it sits several screens below the banner, and hydrating
 * and rendering it while the page loads was most of the page's blocking time
 * (issue 14, docs/decisions/093). Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(margin = "1200px"): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    const onKey = () => setNear(true);
    window.addEventListener("keydown", onKey, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener("keydown", onKey);
    };
  }, [near, margin]);
  return [ref, near];
}
