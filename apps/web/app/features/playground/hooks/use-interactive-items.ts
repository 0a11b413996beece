/**
 * The Finder's keyboard list: the frame's interactive elements, collected in
 * short slices so that naming them never blocks the page (docs/performance.md#the-playground).
 * `refresh` starts over and drops a collection still under way.
 */
import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { browserLayout, collectInteractiveElements, type InteractiveElement } from "../engine";

/** Whether a new collection lists the same elements, roles and names, in the same order. */
export function sameItems(a: readonly InteractiveElement[], b: readonly InteractiveElement[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, i) => item.element === b[i]?.element && item.role === b[i]?.role && item.name === b[i]?.name)
  );
}

export function useInteractiveItems(frameRef: RefObject<HTMLIFrameElement | null>) {
  const [items, setItems] = useState<InteractiveElement[]>([]);
  const current = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    current.current?.abort();
    const doc = frameRef.current?.contentDocument;
    if (!doc) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    collectInteractiveElements(doc, { layout: browserLayout, signal: controller.signal }).then((collected) => {
      // Rendering the list is not urgent: a transition renders it in slices; an unchanged list (the second
      // look after the frame's load, on most pages) keeps the same state, so nothing renders again
      // (docs/performance.md#the-playground).
      if (collected)
        startTransition(() => setItems((current) => (sameItems(current, collected) ? current : collected)));
    });
  }, [frameRef]);

  useEffect(() => () => current.current?.abort(), []);
  return { items, refresh };
}
