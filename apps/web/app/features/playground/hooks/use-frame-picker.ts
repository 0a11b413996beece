/**
 * "Pick element": while on, hovering an element of the frame highlights it and a
 * click picks it (the click does not reach the app); Escape stops picking
 * (docs/playground.md#locators).
 */
import { type RefObject, useEffect } from "react";
import type { Highlight } from "../components/app-frame";
import { describeTarget } from "./element-label";

/** Where `el` (inside the frame) sits over the frame's wrapper, the frame's 1px border included. */
export function highlightFor(el: Element): Highlight | null {
  // An element of a page the frame has left has no window any more: nothing to highlight.
  if (!el.ownerDocument.defaultView || !el.isConnected) return null;
  const rect = el.getBoundingClientRect();
  return { top: rect.top + 1, left: rect.left + 1, width: rect.width, height: rect.height, label: describeTarget(el) };
}

/** An element of any document (the frame's elements are not instances of this window's Element). */
const isElement = (target: EventTarget | null): target is Element =>
  target !== null && (target as Node).nodeType === Node.ELEMENT_NODE;

interface PickerOptions {
  frameRef: RefObject<HTMLIFrameElement | null>;
  active: boolean;
  /** Changes whenever the frame loads a page, so listeners move to the new document. */
  frameVersion: number;
  onHover: (highlight: Highlight | null) => void;
  onPick: (el: Element) => void;
  onCancel: () => void;
}

export function useFramePicker({ frameRef, active, frameVersion, onHover, onPick, onCancel }: PickerOptions) {
  useEffect(() => {
    const doc = frameRef.current?.contentDocument;
    if (!active || !doc || frameVersion < 0) return;
    const over = (event: Event) => {
      if (isElement(event.target)) onHover(highlightFor(event.target));
    };
    const click = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      if (isElement(event.target)) onPick(event.target);
    };
    // Picking does not focus: on a device a focused field opens the keyboard, and the page it resizes would move the click.
    const press = (event: Event) => event.preventDefault();
    const key = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCancel();
    };
    doc.addEventListener("mouseover", over, true);
    doc.addEventListener("click", click, true);
    doc.addEventListener("mousedown", press, true);
    doc.addEventListener("keydown", key, true);
    return () => {
      doc.removeEventListener("mouseover", over, true);
      doc.removeEventListener("click", click, true);
      doc.removeEventListener("mousedown", press, true);
      doc.removeEventListener("keydown", key, true);
    };
  }, [frameRef, active, frameVersion, onHover, onPick, onCancel]);
}
