/**
 * Whether the device keyboard shows: while a text field of the app in the frame
 * has focus (docs/playground.md#mobile-devices). Follows focus in each page the
 * frame loads; `hide` blurs the field, as a phone's "hide keyboard" does.
 */
import { type RefObject, useCallback, useEffect, useState } from "react";
import { isTextField } from "../engine/dom-events";

const focusedField = (doc: Document | null | undefined): Element | null => {
  const active = doc?.activeElement;
  return active && isTextField(active) && !(active as HTMLInputElement).readOnly ? active : null;
};

export function useDeviceKeyboard(frameRef: RefObject<HTMLIFrameElement | null>, loads: number) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const doc = frameRef.current?.contentDocument;
    if (!doc || loads < 0) return;
    setShown(Boolean(focusedField(doc)));
    const onFocusIn = () => setShown(Boolean(focusedField(doc)));
    // Focus leaving for the page around the frame (a key of the keyboard) keeps the field the frame's active element.
    const onFocusOut = () => setTimeout(() => setShown(Boolean(focusedField(doc))), 0);
    doc.addEventListener("focusin", onFocusIn);
    doc.addEventListener("focusout", onFocusOut);
    return () => {
      doc.removeEventListener("focusin", onFocusIn);
      doc.removeEventListener("focusout", onFocusOut);
    };
  }, [frameRef, loads]);

  const hide = useCallback(() => {
    const field = focusedField(frameRef.current?.contentDocument);
    (field as HTMLElement | null)?.blur();
    setShown(false);
  }, [frameRef]);

  return { shown, hide };
}
